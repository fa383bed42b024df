import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { user } from '../db/schema/index.ts';
import type { RequestOrigin } from '../lib/audit.ts';
import { audit } from '../queries/audit-log.ts';
import { forbidden, HttpError, notFound } from '../lib/http-error.ts';
import { countAdmins, lockUsers } from '../queries/admins.ts';
import { endSessionsOf } from './user-accounts.ts';

type Context = RequestOrigin & { actorUserId: string };

/**
 * `DELETE /api/admins/:userId`: the admin becomes a plain guardian account (signing in only as the parent
 * of a registration, if any) and every session of theirs ends. Both rows are locked, so two admins
 * revoking each other at once cannot leave the product without an administrator.
 */
export async function revokeAdmin(db: Database, targetUserId: string, context: Context): Promise<void> {
  if (targetUserId === context.actorUserId) {
    throw new HttpError(409, 'CANNOT_REVOKE_SELF', 'You cannot revoke your own administrator rights');
  }
  await db.transaction(async (tx) => {
    const roles = await lockUsers(tx, [context.actorUserId, targetUserId]);
    // The actor's rights may have been revoked by someone else since the request was authorised.
    if (roles.get(context.actorUserId) !== 'admin') throw forbidden();
    if (roles.get(targetUserId) !== 'admin') throw notFound('Administrator');
    if ((await countAdmins(tx)) <= 1)
      throw new HttpError(409, 'LAST_ADMIN', 'The last administrator cannot be revoked');
    await tx.update(user).set({ role: 'guardian' }).where(eq(user.id, targetUserId));
    await endSessionsOf(tx, targetUserId);
    await audit(tx, {
      ip: context.ip,
      requestId: context.requestId,
      actorUserId: context.actorUserId,
      action: 'admin.revoked',
      entityType: 'user',
      entityId: targetUserId,
      details: { from: 'admin', to: 'guardian' },
    });
  });
}

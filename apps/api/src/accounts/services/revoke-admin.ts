import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { countAdmins, lockUsers } from '../queries/admins.ts';
import { endSessionsOf } from '../queries/sessions.ts';
import { findStaffGrant, removeStaffGrant } from '../queries/staff-roles.ts';
import { updateUser } from '../queries/user-accounts.ts';

type RevokeOptions = RequestOrigin & { db: Database; targetUserId: string; actorUserId: string };

/**
 * `DELETE /api/admin/administrators/:userId`: the admin becomes a plain guardian account (signing in only as the parent
 * of a registration, if any) and every session of theirs ends. Both rows are locked, so two admins
 * revoking each other at once cannot leave the product without an administrator.
 */
export async function revokeAdmin({ db, targetUserId, actorUserId, ip, requestId }: RevokeOptions): Promise<void> {
  if (targetUserId === actorUserId) {
    throw new HttpError(409, 'CANNOT_REVOKE_SELF', 'You cannot revoke your own administrator rights');
  }
  await db.transaction(async (tx) => {
    const roles = await lockUsers(tx, [actorUserId, targetUserId]);
    // The actor's rights may have been revoked by someone else since the request was authorised.
    if (roles.get(actorUserId) !== 'admin') throw forbidden();
    if (roles.get(targetUserId) !== 'admin') throw notFound('Administrator');
    const isAdministrator = (await findStaffGrant(tx, targetUserId))?.role === 'administrator';
    if (isAdministrator && (await countAdmins(tx)) <= 1)
      throw new HttpError(409, 'LAST_ADMIN', 'The last administrator cannot be revoked');
    await updateUser(tx, targetUserId, { role: 'guardian' });
    await removeStaffGrant(tx, targetUserId);
    await endSessionsOf(tx, targetUserId);
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'admin.revoked',
      entityType: 'user',
      entityId: targetUserId,
      details: { from: 'admin', to: 'guardian' },
    });
  });
}

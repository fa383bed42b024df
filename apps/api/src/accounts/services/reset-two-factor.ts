import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { lockUsers } from '../queries/admins.ts';
import { endSessionsOf } from '../queries/sessions.ts';
import { removeTwoFactor } from '../queries/two-factor.ts';

type ResetOptions = RequestOrigin & { db: Database; targetUserId: string; actorUserId: string };

/**
 * `POST /api/admin/administrators/:userId/two-factor/reset`: another admin lost their authenticator. Its secret and
 * recovery codes are deleted and the admin's sessions end; at the next sign-in (password) they enrol again.
 * Not for oneself: a signed-in admin who still has a device has no need, and one without should not be able to.
 */
export async function resetTwoFactor({ db, targetUserId, actorUserId, ip, requestId }: ResetOptions): Promise<void> {
  if (targetUserId === actorUserId) {
    throw new HttpError(409, 'CANNOT_RESET_OWN_TWO_FACTOR', 'Another administrator resets your authenticator');
  }
  await db.transaction(async (tx) => {
    const roles = await lockUsers(tx, [actorUserId, targetUserId]);
    if (roles.get(actorUserId) !== 'admin') throw forbidden();
    if (roles.get(targetUserId) !== 'admin') throw notFound('Administrator');
    await removeTwoFactor(tx, targetUserId);
    await endSessionsOf(tx, targetUserId);
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'admin.two-factor-reset',
      entityType: 'user',
      entityId: targetUserId,
    });
  });
}

import type { StaffGrant } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { countAdmins, lockUsers } from '../queries/admins.ts';
import { findStaffGrant, writeStaffGrant } from '../queries/staff-roles.ts';
import { requireDepartures } from './staff-grant-checks.ts';

type ChangeOptions = RequestOrigin & { db: Database; targetUserId: string; actorUserId: string; grant: StaffGrant };

/**
 * `PUT /api/admin/administrators/:userId/role` (docs/product/staff-roles.md#inviting-and-changing-a-role): the new role
 * (and an escort's departures) apply from the account's next request. The last administrator keeps the role;
 * both accounts are locked, so two administrators demoting each other at once cannot leave none.
 */
export async function changeStaffRole({
  db,
  targetUserId,
  actorUserId,
  grant,
  ip,
  requestId,
}: ChangeOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const roles = await lockUsers(tx, [actorUserId, targetUserId]);
    if (roles.get(actorUserId) !== 'admin') throw forbidden();
    const before = roles.get(targetUserId) === 'admin' ? await findStaffGrant(tx, targetUserId) : null;
    if (!before) throw notFound('Staff member');
    if (before.role === 'administrator' && grant.role !== 'administrator' && (await countAdmins(tx)) <= 1) {
      throw new HttpError(409, 'LAST_ADMIN', 'The last administrator keeps the administrator role');
    }
    await requireDepartures(tx, grant.departureIds);
    await writeStaffGrant(tx, targetUserId, grant);
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'admin.role-changed',
      entityType: 'user',
      entityId: targetUserId,
      details: { from: before, to: grant },
    });
  });
}

import type { RegistrationCodeRenewalBody, School } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findSchool, lockSchool, setRegistrationCode } from '../queries/schools.ts';
import { freshRegistrationCode, requireUnchanged } from '../school-changes.ts';

type RenewRegistrationCodeOptions = RequestOrigin &
  RegistrationCodeRenewalBody & { db: Database; schoolId: number; actorUserId: string; now: Date };

/**
 * `POST /api/admin/schools/:id/registration-code` (docs/product/schools-and-departures.md#registration-code):
 * the school gets a new code and the old one stops working at once, for a registration being filled in too
 * (its step 2 checks the code again). Audited, never with either code.
 */
export async function renewRegistrationCode({
  db,
  schoolId,
  expectedUpdatedAt,
  actorUserId,
  now,
  ip,
  requestId,
}: RenewRegistrationCodeOptions): Promise<School> {
  return db.transaction(async (tx) => {
    const current = await lockSchool(tx, schoolId);
    if (!current) throw notFound('School');
    requireUnchanged('school', current.updatedAt, expectedUpdatedAt);
    await setRegistrationCode(tx, schoolId, await freshRegistrationCode(tx, current.tripId), now);
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'school.code-renewed',
      entityType: 'school',
      entityId: String(schoolId),
      tripId: current.tripId,
      details: {},
    });
    return (await findSchool(tx, schoolId))!;
  });
}

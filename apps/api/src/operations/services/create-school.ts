import type { School, SchoolForm } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findSchool, insertSchool } from '../queries/schools.ts';
import { freshRegistrationCode, requireDepartureOfTrip } from '../school-changes.ts';

type CreateSchoolOptions = RequestOrigin & { db: Database; tripId: number; school: SchoolForm; actorUserId: string };

/**
 * `POST /api/admin/schools` (docs/product/schools-and-departures.md#schools): a new school of the trip with a
 * fresh registration code, on the departure named (of the same trip) or none; audited.
 */
export async function createSchool({
  db,
  tripId,
  school,
  actorUserId,
  ip,
  requestId,
}: CreateSchoolOptions): Promise<School> {
  return db.transaction(async (tx) => {
    await requireDepartureOfTrip(tx, tripId, school.departureId);
    const registrationCode = await freshRegistrationCode(tx, tripId);
    const id = await insertSchool(tx, { ...school, tripId, registrationCode });
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'school.created',
      entityType: 'school',
      entityId: String(id),
      tripId,
      details: {},
    });
    return (await findSchool(tx, id))!;
  });
}

import { changedSchoolFields, type School, type SchoolChangeBody } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findSchool, lockSchool, updateSchool } from '../queries/schools.ts';
import { requireDepartureOfTrip, requireUnchanged } from '../school-changes.ts';
import { keepingPlaces } from '../../places/trip-places.ts';
import { tripOfSchool } from '../../places/queries/places.ts';

type ChangeSchoolOptions = RequestOrigin &
  SchoolChangeBody & { db: Database; schoolId: number; actorUserId: string; now: Date };

/**
 * `PATCH /api/admin/schools/:id` (docs/product/schools-and-departures.md#schools): the school's name,
 * district, contact teacher and departure. Refused with 409 when the school changed since
 * `expectedUpdatedAt`; one audit row names the fields changed; nothing changed writes nothing. Moving the
 * school's approved travellers onto a departure without the seats for them is refused (`OVER_CAPACITY`,
 * docs/product/places.md#each-path).
 */
export async function changeSchool({
  db,
  schoolId,
  expectedUpdatedAt,
  actorUserId,
  now,
  ip,
  requestId,
  ...school
}: ChangeSchoolOptions): Promise<School> {
  return db.transaction(async (tx) =>
    keepingPlaces(tx, await tripOfSchool(tx, schoolId), async () => {
      const current = await lockSchool(tx, schoolId);
      if (!current) throw notFound('School');
      requireUnchanged('school', current.updatedAt, expectedUpdatedAt);
      const fields = changedSchoolFields(current, school);
      if (fields.length > 0) {
        if (fields.includes('departureId')) await requireDepartureOfTrip(tx, current.tripId, school.departureId);
        await updateSchool(tx, schoolId, school, now);
        await audit(tx, {
          ip,
          requestId,
          actorUserId,
          action: 'school.changed',
          entityType: 'school',
          entityId: String(schoolId),
          tripId: current.tripId,
          details: { fields },
        });
      }
      return (await findSchool(tx, schoolId))!;
    }),
  );
}

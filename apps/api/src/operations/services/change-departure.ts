import { changedDepartureFields, type Departure, type DepartureChangeBody } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findDeparture, lockDeparture, updateDeparture } from '../queries/departures.ts';
import { assignSchoolsToDeparture, schoolIdsOfDeparture } from '../queries/schools.ts';
import { requireSchoolsOfTrip } from '../departure-changes.ts';
import { requireUnchanged } from '../school-changes.ts';
import { keepingPlaces } from '../../places/trip-places.ts';
import { tripOfDeparture } from '../../places/queries/places.ts';

type ChangeDepartureOptions = RequestOrigin &
  DepartureChangeBody & { db: Database; departureId: number; actorUserId: string; now: Date };

/**
 * `PATCH /api/admin/departures/:id` (docs/product/schools-and-departures.md#departures): the departure's
 * label, dates, carrier, hotel, flights, escorts and schools, all at once. Refused with 409 when it changed
 * since `expectedUpdatedAt`; one audit row names the fields changed; nothing changed writes nothing. The
 * public departures read the table, so the landing page shows the change at its next load. Seats below the
 * approved travellers it carries, or schools bringing more than its seats, are refused (`OVER_CAPACITY`,
 * docs/product/places.md#each-path).
 */
export async function changeDeparture({
  db,
  departureId,
  expectedUpdatedAt,
  actorUserId,
  now,
  ip,
  requestId,
  schoolIds,
  ...departure
}: ChangeDepartureOptions): Promise<Departure> {
  return db.transaction(async (tx) =>
    keepingPlaces(tx, await tripOfDeparture(tx, departureId), async () => {
      const current = await lockDeparture(tx, departureId);
      if (!current) throw notFound('Departure');
      requireUnchanged('departure', current.updatedAt, expectedUpdatedAt);
      await requireSchoolsOfTrip(tx, current.tripId, schoolIds);
      const wanted = [...new Set(schoolIds)].sort((a, b) => a - b);
      const fields = changedDepartureFields(
        { ...current, schoolIds: await schoolIdsOfDeparture(tx, departureId) },
        { ...departure, schoolIds: wanted },
      );
      if (fields.length > 0) {
        await updateDeparture(tx, departureId, departure, now);
        await assignSchoolsToDeparture(tx, departureId, wanted, now);
        await audit(tx, {
          ip,
          requestId,
          actorUserId,
          action: 'departure.changed',
          entityType: 'departure',
          entityId: String(departureId),
          tripId: current.tripId,
          details: { fields },
        });
      }
      return (await findDeparture(tx, current.tripId, departureId))!;
    }),
  );
}

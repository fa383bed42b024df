import type { Departure, DepartureForm } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findDeparture, insertDeparture } from '../queries/departures.ts';
import { assignSchoolsToDeparture } from '../queries/schools.ts';
import { requireSchoolsOfTrip } from '../departure-changes.ts';
import { keepingPlaces } from '../../places/trip-places.ts';

type CreateDepartureOptions = RequestOrigin & {
  db: Database;
  tripId: number;
  departure: DepartureForm;
  actorUserId: string;
  now: Date;
};

/**
 * `POST /api/admin/departures` (docs/product/schools-and-departures.md#departures): a new departure of the
 * trip with its flights, escorts and seats, taking the schools named off any other departure; audited.
 * Refused (`OVER_CAPACITY`) when the schools it takes bring more approved travellers than its seats.
 */
export async function createDeparture({
  db,
  tripId,
  departure: { schoolIds, ...departure },
  actorUserId,
  now,
  ip,
  requestId,
}: CreateDepartureOptions): Promise<Departure> {
  return db.transaction(async (tx) => {
    await requireSchoolsOfTrip(tx, tripId, schoolIds);
    const id = await keepingPlaces(tx, tripId, async () => {
      const inserted = await insertDeparture(tx, tripId, departure);
      await assignSchoolsToDeparture(tx, inserted, schoolIds, now);
      return inserted;
    });
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'departure.created',
      entityType: 'departure',
      entityId: String(id),
      tripId,
      details: {},
    });
    return (await findDeparture(tx, tripId, id))!;
  });
}

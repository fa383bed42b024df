import type { Trip } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findTrip, lockAllTrips, makeTripActive } from '../queries/trips.ts';

type ActivateTripOptions = RequestOrigin & { db: Database; tripId: number; actorUserId: string; now: Date };

/**
 * `POST /api/admin/trips/:id/activate` (docs/product/trips.md#the-active-trip): exactly one trip is active.
 * Every trip row is locked first, so two switches at once run one after the other and the last one wins;
 * the public site reads the active trip on each request, so it follows at once. Activating the active
 * trip changes nothing and writes no audit row.
 */
export async function activateTrip({
  db,
  tripId,
  actorUserId,
  now,
  ip,
  requestId,
}: ActivateTripOptions): Promise<Trip> {
  return db.transaction(async (tx) => {
    const all = await lockAllTrips(tx);
    const target = all.find((trip) => trip.id === tripId);
    if (!target) throw notFound('Trip');
    if (!target.active) {
      const previous = all.find((trip) => trip.active);
      await makeTripActive(tx, tripId, now);
      await audit(tx, {
        ip,
        requestId,
        actorUserId,
        action: 'trip.activated',
        entityType: 'trip',
        entityId: String(tripId),
        tripId,
        details: { previousTripId: previous?.id ?? null },
      });
    }
    return findTrip(tx, tripId);
  });
}

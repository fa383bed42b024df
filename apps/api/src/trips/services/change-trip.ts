import { changedTripFields, tripRuleIssues, type Trip, type TripChangeBody } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { validationFailed } from '../../lib/field-errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { keepingPlaces } from '../../places/trip-places.ts';
import { findPlaceDraw } from '../../places/queries/place-draws.ts';
import { findTripRowForUpdate, isTripNameTaken, lockTripNames, toTrip, updateTrip } from '../queries/trips.ts';

type ChangeTripOptions = RequestOrigin &
  TripChangeBody & { db: Database; tripId: number; actorUserId: string; now: Date };

/**
 * `PATCH /api/admin/trips/:id` (docs/product/trips.md#editing-a-trip): one section's fields. The row is
 * locked and compared with `expectedUpdatedAt` (409 when changed meanwhile); the rules across fields are
 * checked on the trip as it would be (a price changed alone must still match the plan); one audit row
 * names the fields changed, never their values. Nothing changed writes nothing. A capacity below the
 * approved travellers is refused (`OVER_CAPACITY`, docs/product/places.md#each-path), and so is a new
 * seed once the trip's draw has run (`DRAW_SEED_LOCKED`).
 */
export async function changeTrip({
  db,
  tripId,
  changes,
  expectedUpdatedAt,
  actorUserId,
  now,
  ip,
  requestId,
}: ChangeTripOptions): Promise<Trip> {
  return db.transaction(async (tx) => {
    const row = await findTripRowForUpdate(tx, tripId);
    if (!row) throw notFound('Trip');
    if (new Date(expectedUpdatedAt).getTime() !== row.updatedAt.getTime()) {
      throw new HttpError(409, 'CONFLICT', 'The trip was changed meanwhile; reload it and try again');
    }
    const current = toTrip(row);
    // Keyed like the body (`changes.payments`), on the trip as it would be saved.
    const issues = tripRuleIssues({ ...current, ...changes });
    if (issues.length > 0)
      throw validationFailed(issues.map((issue) => ({ ...issue, path: ['changes', ...issue.path] })));
    const nameEn = changes.name?.en ?? current.name.en;
    const year = changes.year ?? current.year;
    if (changes.name || changes.year) {
      await lockTripNames(tx);
      if (await isTripNameTaken(tx, nameEn, year, tripId)) {
        throw validationFailed([{ path: ['changes', 'year'], message: 'validation.tripExists' }]);
      }
    }
    const fields = changedTripFields(current, changes);
    if (fields.length === 0) return current;
    // The draw's seed is part of its published record: once drawn, it stays (docs/product/places.md#fair-allocation).
    if (fields.includes('drawSeed') && (await findPlaceDraw(tx, tripId))) {
      throw new HttpError(409, 'DRAW_SEED_LOCKED', 'The draw has run: its seed can no longer change');
    }
    const updated = await keepingPlaces(tx, tripId, () => updateTrip(tx, tripId, changes, now));
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'trip.changed',
      entityType: 'trip',
      entityId: String(tripId),
      tripId,
      details: { fields },
    });
    return toTrip(updated);
  });
}

import { newlyOverCapacity, placesOf, type PlacesRefusalCode, type PlacesRefusalDetails } from '@voyage/domain';
import type { Executor } from '../db/executor.ts';
import { HttpError } from '../lib/http-error.ts';
import { DrawPendingError, drawPendingUntil } from './draw-pending.ts';
import { countHeldPlaces, departureOfTraveller, lockTripPlaces, readPlaces } from './queries/places.ts';

/**
 * A refusal for want of places (docs/product/places.md), 409 with what the screen says: whose places (a
 * departure's label or the trip's name), how many are taken and of how many.
 */
export class PlacesRefusalError extends HttpError {
  constructor(
    code: PlacesRefusalCode | 'OVER_CAPACITY',
    readonly details: PlacesRefusalDetails,
  ) {
    super(409, code, `${details.label.en}: ${details.taken} of ${details.capacity} places taken`);
    this.name = 'PlacesRefusalError';
  }

  override toBody() {
    return { ...super.toBody(), details: this.details };
  }
}

/**
 * Inside an approval's (or a restore's) transaction, after its registration is locked: the trip locked
 * for places, then one more approved traveller on the registration's departure must fit both the
 * departure's seats and the trip's capacity (places held by the waiting list's offers counted as taken),
 * or the whole transaction is refused. While the trip's places wait for its fair draw, nobody is
 * approved (`DRAW_PENDING`, docs/product/places.md#fair-allocation).
 */
export async function requirePlaceFor(
  tx: Executor,
  traveller: { id: string; tripId: number },
  now: Date,
): Promise<void> {
  await lockTripPlaces(tx, traveller.tripId);
  const drawAt = await drawPendingUntil(tx, traveller.tripId, now);
  if (drawAt) throw new DrawPendingError(drawAt);
  // One statement at a time: a transaction's connection runs one query after the other.
  const places = await readPlaces(tx, traveller.tripId);
  const departureId = await departureOfTraveller(tx, traveller.id);
  const counted = placesOf(places);
  const check = counted.canApprove(departureId);
  if (!check.ok) {
    const { code, label, taken, capacity } = check;
    throw new PlacesRefusalError(code, { label, taken, capacity });
  }
  // A place under another family's offer, or kept for an accepted one, is not free to approve into.
  const held = await countHeldPlaces(tx, traveller.tripId, { exceptTravellerId: traveller.id, departureId });
  const departure = counted.departures.find((row) => row.id === departureId);
  if (departure && departure.capacity !== null && departure.taken + held.departure + 1 > departure.capacity) {
    const { label, capacity } = departure;
    throw new PlacesRefusalError('DEPARTURE_FULL', { label, taken: departure.taken + held.departure, capacity });
  }
  if (counted.taken + held.trip + 1 > counted.capacity) {
    const details = { label: places.trip.label, taken: counted.taken + held.trip, capacity: counted.capacity };
    throw new PlacesRefusalError('TRIP_FULL', details);
  }
}

/**
 * Around a change of seats, capacity or schools: the trip locked for places, the places counted before,
 * the change written, counted again; a departure (or the trip) newly over its places refuses the whole
 * transaction with `OVER_CAPACITY`. Call it before locking the changed row, to keep one lock order.
 */
export async function keepingPlaces<T>(tx: Executor, tripId: number | undefined, change: () => Promise<T>): Promise<T> {
  // No such trip: the change answers its own 404.
  if (tripId === undefined || !(await lockTripPlaces(tx, tripId))) return change();
  const before = await readPlaces(tx, tripId);
  const result = await change();
  const after = await readPlaces(tx, tripId);
  const over = newlyOverCapacity(placesOf(before), placesOf(after), after.trip.label);
  if (over) throw new PlacesRefusalError('OVER_CAPACITY', over);
  return result;
}

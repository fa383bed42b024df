import { z } from 'zod';
import { apiErrorSchema } from '../api-error.ts';
import { localizedTextSchema, type LocalizedText } from '../localized-text.ts';

/**
 * Places (docs/product/places.md): how many travellers a trip and each of its departures take, and whether
 * approving more still fits. A place is taken by an approved registration; a pending one holds none until
 * approved. Pure arithmetic: the API counts under the trip's lock and asks here.
 */

/** A departure as places see it: its own seats, or none (`null`: no limit of its own). */
export type PlacesDeparture = { id: number; label: LocalizedText; seats: number | null };

/** Approved and pending registrations of one departure, or of the schools with no departure yet (`null`). */
export type PlacesCount = { departureId: number | null; approved: number; pending: number };

export type PlacesInput = {
  /** The trip's own capacity and its name (what a trip-level refusal names). */
  trip: { capacity: number; label: LocalizedText };
  departures: readonly PlacesDeparture[];
  counts: readonly PlacesCount[];
};

export type DeparturePlaces = PlacesDeparture & {
  /** Its seats, if set; `null`: only the trip's capacity limits it. */
  capacity: number | null;
  taken: number;
  pending: number;
  /** Seats left on the departure itself (never below zero); `null` without seats. */
  free: number | null;
};

/** What a refusal says: whose places (the departure's label or the trip's name), how many taken, of how many. */
export const placesRefusalDetailsSchema = z.object({
  label: localizedTextSchema,
  taken: z.number().int().nonnegative(),
  capacity: z.number().int().nonnegative(),
});
export type PlacesRefusalDetails = z.infer<typeof placesRefusalDetailsSchema>;

export const PLACES_REFUSAL_CODES = ['DEPARTURE_FULL', 'TRIP_FULL'] as const;
export type PlacesRefusalCode = (typeof PLACES_REFUSAL_CODES)[number];
export type PlacesRefusal = { code: PlacesRefusalCode } & PlacesRefusalDetails;

/**
 * A 409 for want of places: an approval or restore (`DEPARTURE_FULL`, `TRIP_FULL`), or a change of seats,
 * capacity or schools that would leave a place over (`OVER_CAPACITY`), with whose places and the numbers.
 */
export const placesRefusalSchema = apiErrorSchema.extend({
  code: z.enum([...PLACES_REFUSAL_CODES, 'OVER_CAPACITY']),
  details: placesRefusalDetailsSchema,
});
export type PlacesRefusalBody = z.infer<typeof placesRefusalSchema>;

export type ApprovalCheck = { ok: true } | ({ ok: false } & PlacesRefusal);

export type Places = {
  /** The trip's effective capacity: its own, or its departures' seats added up when all have seats and the sum is lower. */
  capacity: number;
  taken: number;
  pending: number;
  free: number;
  departures: DeparturePlaces[];
  /** Whether `n` more approvals on the departure (`null`: a school with no departure) still fit, or why not. */
  canApprove(departureId: number | null, n?: number): ApprovalCheck;
};

/** The trip's capacity is its departures' seats added up, unless set lower (or some departure has no seats). */
export function effectiveTripCapacity(tripCapacity: number, departures: readonly Pick<PlacesDeparture, 'seats'>[]) {
  if (departures.length === 0 || departures.some((departure) => departure.seats === null)) return tripCapacity;
  const sum = departures.reduce((total, departure) => total + (departure.seats ?? 0), 0);
  return Math.min(tripCapacity, sum);
}

export function placesOf({ trip, departures, counts }: PlacesInput): Places {
  const countOf = (departureId: number | null) =>
    counts
      .filter((count) => count.departureId === departureId)
      .reduce((sum, count) => ({ approved: sum.approved + count.approved, pending: sum.pending + count.pending }), {
        approved: 0,
        pending: 0,
      });
  const capacity = effectiveTripCapacity(trip.capacity, departures);
  const taken = counts.reduce((sum, count) => sum + count.approved, 0);
  const pending = counts.reduce((sum, count) => sum + count.pending, 0);
  const rows = departures.map((departure): DeparturePlaces => {
    const { approved, pending: waiting } = countOf(departure.id);
    return {
      ...departure,
      capacity: departure.seats,
      taken: approved,
      pending: waiting,
      free: departure.seats === null ? null : Math.max(0, departure.seats - approved),
    };
  });
  return {
    capacity,
    taken,
    pending,
    free: Math.max(0, capacity - taken),
    departures: rows,
    canApprove(departureId, n = 1) {
      const departure = rows.find((row) => row.id === departureId);
      if (departure && departure.capacity !== null && departure.taken + n > departure.capacity) {
        const { label, taken: departureTaken, capacity: departureCapacity } = departure;
        return { ok: false, code: 'DEPARTURE_FULL', label, taken: departureTaken, capacity: departureCapacity };
      }
      if (taken + n > capacity) return { ok: false, code: 'TRIP_FULL', label: trip.label, taken, capacity };
      return { ok: true };
    },
  };
}

/**
 * What a change of seats, capacity or schools may not do (`OVER_CAPACITY`): leave a departure, or the trip,
 * with more approved travellers than places when it had no more before. A place already over stays
 * editable as long as the change does not make it worse. Returns the first place over, or `null`.
 */
export function newlyOverCapacity(
  before: Places,
  after: Places,
  tripLabel: LocalizedText,
): PlacesRefusalDetails | null {
  for (const departure of after.departures) {
    if (departure.capacity === null || departure.taken <= departure.capacity) continue;
    const was = before.departures.find((row) => row.id === departure.id);
    if (!was || departure.taken > was.taken || departure.capacity < (was.capacity ?? Infinity)) {
      return { label: departure.label, taken: departure.taken, capacity: departure.capacity };
    }
  }
  if (after.taken > after.capacity && (after.taken > before.taken || after.capacity < before.capacity)) {
    return { label: tripLabel, taken: after.taken, capacity: after.capacity };
  }
  return null;
}

const placeCount = z.number().int().nonnegative();

/**
 * `api/dashboard`'s places (docs/product/places.md#dashboard): the trip's capacity, approved, pending (in the
 * review queue) and free, then each departure's, by outbound date (`capacity` and `free` null without seats).
 */
export const dashboardPlacesSchema = z.object({
  capacity: placeCount,
  approved: placeCount,
  pending: placeCount,
  free: placeCount,
  /** On the waiting list: holding an unanswered offer, and still waiting (docs/product/places.md#waiting-list). */
  offered: placeCount,
  waiting: placeCount,
  departures: z.array(
    z.object({
      departureId: z.number().int(),
      label: localizedTextSchema,
      capacity: placeCount.nullable(),
      approved: placeCount,
      pending: placeCount,
      free: placeCount.nullable(),
      offered: placeCount,
      waiting: placeCount,
    }),
  ),
});
export type DashboardPlaces = z.infer<typeof dashboardPlacesSchema>;

/** The waiting list's offered and waiting, per departure (`null`: schools with no departure yet). */
export type WaitingCounts = readonly { departureId: number | null; offered: number; waiting: number }[];

export function dashboardPlaces(places: Places, waitingCounts: WaitingCounts = []): DashboardPlaces {
  const of = (departureId: number | null | undefined) => {
    const rows = waitingCounts.filter((row) => departureId === undefined || row.departureId === departureId);
    return {
      offered: rows.reduce((sum, row) => sum + row.offered, 0),
      waiting: rows.reduce((sum, row) => sum + row.waiting, 0),
    };
  };
  return {
    capacity: places.capacity,
    approved: places.taken,
    pending: places.pending,
    free: places.free,
    ...of(undefined),
    departures: places.departures.map((departure) => ({
      departureId: departure.id,
      label: departure.label,
      capacity: departure.capacity,
      approved: departure.taken,
      pending: departure.pending,
      free: departure.free,
      ...of(departure.id),
    })),
  };
}

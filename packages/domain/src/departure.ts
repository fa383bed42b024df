import { z } from 'zod';
import { localizedTextSchema } from './localized-text.ts';

export const FLIGHT_DIRECTIONS = ['outbound', 'inbound'] as const;
export type FlightDirection = (typeof FLIGHT_DIRECTIONS)[number];

/**
 * One flight of a departure. Times are the local times printed on the ticket; `arrivalDate` is given only
 * when the flight lands on a later day than it leaves (docs/product/schools-and-departures.md#flights).
 */
export const flightSchema = z.object({
  direction: z.enum(FLIGHT_DIRECTIONS),
  flightNumber: z.string(),
  date: z.iso.date(),
  arrivalDate: z.iso.date().optional(),
  from: z.string(),
  to: z.string(),
  departureTime: z.iso.time({ precision: -1 }),
  arrivalTime: z.iso.time({ precision: -1 }),
});
export type Flight = z.infer<typeof flightSchema>;

/** A travel escort of a departure: a name and a phone to call on the way. */
export const escortSchema = z.object({ name: z.string(), phone: z.string() });
export type Escort = z.infer<typeof escortSchema>;

/** Row of `api/public/departures` (no staff data). */
export const publicDepartureSchema = z.object({
  id: z.number().int(),
  tripId: z.number().int(),
  label: localizedTextSchema,
  outboundDate: z.iso.date(),
  inboundDate: z.iso.date(),
  carrier: z.string(),
  hotel: z.string(),
  flights: z.array(flightSchema),
});
export type PublicDeparture = z.infer<typeof publicDepartureSchema>;

/**
 * Row of `api/departures` (staff): adds the schools, the approved travellers they bring, the escorts those
 * need and the escorts named; fewer named than needed is the escort warning (docs/product/review.md#approval).
 */
export const departureSchema = publicDepartureSchema.extend({
  schools: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Approved travellers of the departure's schools. */
  travellerCount: z.number().int().nonnegative(),
  escortsNeeded: z.number().int().nonnegative(),
  /** The escorts named for the departure; how many there are is the escorts assigned. */
  escorts: z.array(escortSchema),
  /** Its own places (docs/product/places.md), or `null`: only the trip's capacity limits it. */
  seats: z.number().int().positive().nullable(),
  /** What a change sends back as `expectedUpdatedAt`. */
  updatedAt: z.iso.datetime(),
});
export type Departure = z.infer<typeof departureSchema>;

import { z } from 'zod';
import { localizedTextSchema } from './localized-text.ts';

export const flightSchema = z.object({
  direction: z.enum(['outbound', 'inbound']),
  flightNumber: z.string(),
  date: z.iso.date(),
  from: z.string(),
  to: z.string(),
  departureTime: z.iso.time({ precision: -1 }),
  arrivalTime: z.iso.time({ precision: -1 }),
});
export type Flight = z.infer<typeof flightSchema>;

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
 * need and the escorts assigned; fewer assigned than needed is the escort warning (docs/product/review.md#approval).
 */
export const departureSchema = publicDepartureSchema.extend({
  schools: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Approved travellers of the departure's schools. */
  travellerCount: z.number().int().nonnegative(),
  escortsNeeded: z.number().int().nonnegative(),
  escortsAssigned: z.number().int().nonnegative(),
});
export type Departure = z.infer<typeof departureSchema>;

/** One travel escort per 15 travellers (docs/product/rules.md#constants), rounded up. */
export const TRAVELLERS_PER_ESCORT = 15;
export function escortsNeeded(travellers: number): number {
  return Math.ceil(travellers / TRAVELLERS_PER_ESCORT);
}

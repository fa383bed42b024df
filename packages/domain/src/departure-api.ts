import { z } from 'zod';
import { personNameSchema } from './auth.ts';
import { FLIGHT_DIRECTIONS, type Flight } from './departure.ts';
import { plainText } from './plain-text.ts';
import { phoneSchema } from './registration.ts';

/**
 * Staff create and change a departure (docs/product/schools-and-departures.md#departures): its label, dates,
 * carrier and hotel, its flights, the schools that go on it and its escorts. `POST api/admin/departures`
 * takes `departureFormSchema`, `PATCH api/admin/departures/:id` the same with `expectedUpdatedAt`.
 */

/** An airport's IATA code: three capital letters (`LCA`, `CDG`). */
export const IATA_CODE = /^[A-Z]{3}$/;
export function isIataCode(value: string): boolean {
  return IATA_CODE.test(value);
}

/** An airline's two-character code and one to four digits, with an optional letter (`CY 332`, `A3612`). */
const FLIGHT_NUMBER = /^[A-Z0-9]{2}\s?[0-9]{1,4}[A-Z]?$/;

const requiredText = (max: number) => plainText({ max }).min(1, { error: 'validation.required' });
const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const dateSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .pipe(z.iso.date({ error: 'validation.date' }));
const timeSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .regex(HH_MM, { error: 'validation.time' });
const iataSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(IATA_CODE, { error: 'validation.iata' });

/** The moment a flight leaves or lands, as local wall-clock minutes from an epoch: enough to compare. */
function minutesOf(date: string, time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return Date.parse(`${date}T00:00:00Z`) / 60_000 + hours * 60 + minutes;
}

/**
 * A flight lands after it leaves: on the same day unless `arrivalDate` says otherwise. Both times are local,
 * each at its own airport, compared as they read (docs/product/schools-and-departures.md#flights).
 */
export function isArrivalAfterDeparture(
  flight: Pick<Flight, 'date' | 'arrivalDate' | 'departureTime' | 'arrivalTime'>,
) {
  return (
    minutesOf(flight.arrivalDate ?? flight.date, flight.arrivalTime) > minutesOf(flight.date, flight.departureTime)
  );
}

const flightFields = z.strictObject({
  direction: z.enum(FLIGHT_DIRECTIONS, { error: 'validation.required' }),
  flightNumber: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'validation.required' })
    .regex(FLIGHT_NUMBER, { error: 'validation.flightNumber' }),
  date: dateSchema,
  /** Empty or left out: the flight lands the day it leaves. */
  arrivalDate: z
    .union([z.literal(''), z.iso.date({ error: 'validation.date' })])
    .optional()
    .transform((value) => (value ? value : undefined)),
  from: iataSchema,
  to: iataSchema,
  departureTime: timeSchema,
  arrivalTime: timeSchema,
});

export const flightFormSchema = flightFields.superRefine((flight, context) => {
  if (flight.from === flight.to) context.addIssue({ code: 'custom', path: ['to'], message: 'validation.sameAirport' });
  if (flight.arrivalDate !== undefined && flight.arrivalDate < flight.date) {
    context.addIssue({ code: 'custom', path: ['arrivalDate'], message: 'validation.arrivalDate' });
  } else if (!isArrivalAfterDeparture(flight)) {
    context.addIssue({ code: 'custom', path: ['arrivalTime'], message: 'validation.flightArrival' });
  }
});
export type FlightForm = z.output<typeof flightFormSchema>;

export const escortFormSchema = z.strictObject({ name: personNameSchema, phone: phoneSchema });

/** At most this many flights and escorts on one departure: a form, not a timetable. */
export const MAX_FLIGHTS = 8;
export const MAX_ESCORTS = 20;

const departureFields = {
  label: z.strictObject({ el: requiredText(80), en: requiredText(80) }),
  outboundDate: dateSchema,
  inboundDate: dateSchema,
  carrier: requiredText(80),
  hotel: requiredText(120),
  flights: z.array(flightFormSchema).max(MAX_FLIGHTS, { error: 'validation.tooMany' }),
  escorts: z.array(escortFormSchema).max(MAX_ESCORTS, { error: 'validation.tooMany' }),
  /** Its own places (docs/product/places.md); empty (`null`) leaves only the trip's capacity to limit it. */
  seats: z
    .number({ error: 'validation.wholeNumber' })
    .int({ error: 'validation.wholeNumber' })
    .min(1, { error: 'validation.wholeNumber' })
    .max(10_000, { error: 'validation.wholeNumber' })
    .nullable()
    .default(null),
  /** The schools that go on this departure; a school named here leaves the departure it was on. */
  schoolIds: z.array(z.number().int().positive()).max(500),
};

type DepartureDates = { outboundDate: string; inboundDate: string; flights: FlightForm[] };

/** The inbound day is not before the outbound one; each flight flies on its direction's day. */
function checkDepartureDates(departure: DepartureDates, context: z.RefinementCtx) {
  if (departure.inboundDate < departure.outboundDate) {
    context.addIssue({ code: 'custom', path: ['inboundDate'], message: 'validation.inboundBeforeOutbound' });
  }
  departure.flights.forEach((flight, index) => {
    const day = flight.direction === 'outbound' ? departure.outboundDate : departure.inboundDate;
    if (flight.date !== day) {
      const message =
        flight.direction === 'outbound' ? 'validation.flightOutboundDate' : 'validation.flightInboundDate';
      context.addIssue({ code: 'custom', path: ['flights', index, 'date'], message });
    }
  });
}

export const departureFormSchema = z.strictObject(departureFields).superRefine(checkDepartureDates);
export type DepartureForm = z.output<typeof departureFormSchema>;
/** The form's values as typed. */
export type DepartureFormInput = z.input<typeof departureFormSchema>;

/**
 * `expectedUpdatedAt` is the departure's `updatedAt` as the form read it: when it changed meanwhile the
 * answer is 409 `CONFLICT` and nothing is written.
 */
export const departureChangeBodySchema = z
  .strictObject({ ...departureFields, expectedUpdatedAt: z.iso.datetime().optional() })
  .superRefine(checkDepartureDates);
export type DepartureChangeBody = z.output<typeof departureChangeBodySchema>;

/** The departure's fields whose values differ, for the audit row (never the values). */
export const DEPARTURE_FIELDS = Object.keys(departureFields) as (keyof typeof departureFields)[];
export type DepartureField = (typeof DEPARTURE_FIELDS)[number];
export function changedDepartureFields(
  before: Record<DepartureField, unknown>,
  after: Record<DepartureField, unknown>,
): DepartureField[] {
  return DEPARTURE_FIELDS.filter((field) => canonical(before[field]) !== canonical(after[field]));
}

/** JSON with every object's keys sorted and absent keys dropped: a stored jsonb value reads in its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

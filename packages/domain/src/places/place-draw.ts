import { z } from 'zod';
import { apiErrorSchema } from '../api-error.ts';
import { DRAW_ALGORITHM } from './allocation-draw.ts';
import { TRIP_TIME_ZONE } from '../consent-deadline.ts';
import { dateTimeFormat, intlLocaleOf } from '../intl-formats.ts';
import { addTripDays } from './trip-clock.ts';

/**
 * The fair draw as the product runs it (docs/product/places.md#fair-allocation): its window, the state
 * staff see, the published record staff download, and the refusal of an approval while the draw is to come.
 * The draw itself is `allocationDraw` (allocation-draw.ts).
 */

/** The longest seed a trip takes. */
export const DRAW_SEED_MAX = 100;

/** The trip's settings the draw's window and state are read from. */
export type DrawSettings = {
  fairAllocation: boolean;
  registrationOpensAt: string | Date;
  allocationWindowDays: number;
};

/** The end of the draw window: the window's days after registrations open, at the same time of day in Cyprus. */
export function drawWindowEnd(trip: Pick<DrawSettings, 'registrationOpensAt' | 'allocationWindowDays'>): Date {
  return addTripDays(new Date(trip.registrationOpensAt), trip.allocationWindowDays);
}

/**
 * Whether places wait for the draw at `now`: the trip shares them out by a draw, registrations have
 * opened, and no draw has been made yet (the window is open, or it has closed and the draw waits for its
 * seed). Meanwhile registrations take no place and no position, and nobody is approved.
 */
export function isDrawPending(trip: DrawSettings, isDrawn: boolean, now: Date): boolean {
  return trip.fairAllocation && !isDrawn && now.getTime() >= new Date(trip.registrationOpensAt).getTime();
}

/** Whether a family registering at `now` is among those drawn: the trip draws and the window is still open. */
export function isInDrawWindow(trip: DrawSettings, now: Date): boolean {
  const opens = new Date(trip.registrationOpensAt).getTime();
  return trip.fairAllocation && now.getTime() >= opens && now.getTime() < drawWindowEnd(trip).getTime();
}

const drawApplicantSchema = z.object({
  id: z.string(),
  siblingGroupId: z.string().nullable(),
  schoolId: z.string(),
});

/** The published record (`drawRecord`), as downloaded: what `replayDraw` takes. */
export const drawRecordSchema = z.object({
  algorithm: z.literal(DRAW_ALGORITHM),
  seed: z.string(),
  places: z.number().int().nonnegative(),
  schoolMinimum: z
    .union([
      z.object({ kind: z.literal('share'), share: z.number() }),
      z.object({ kind: z.literal('count'), count: z.number().int() }),
    ])
    .nullable(),
  applicants: z.array(drawApplicantSchema),
});

/**
 * `off`: the trip does not draw; `not-open`: registrations have not opened; `open`: the window is open;
 * `waiting-for-seed`: the window has closed and no seed is set; `due`: closed with a seed, the draw runs
 * within a minute; `drawn`.
 */
export const PLACE_DRAW_STATES = ['off', 'not-open', 'open', 'waiting-for-seed', 'due', 'drawn'] as const;
export type PlaceDrawState = (typeof PLACE_DRAW_STATES)[number];

/** `GET /api/admin/places/draw?trip_id=`: the draw's state, and once drawn its result and record. */
export const placeDrawSchema = z.object({
  state: z.enum(PLACE_DRAW_STATES),
  /** When the window closes (the draw runs then, once it has its seed); null when the trip does not draw. */
  windowEndsAt: z.iso.datetime().nullable(),
  /** The seed set on the trip, or the one the draw used once drawn. */
  seed: z.string().nullable(),
  drawnAt: z.iso.datetime().nullable(),
  /** How many were drawn, placed by the draw, and sent to the waiting list in the drawn order. */
  drawn: z.number().int().nonnegative().nullable(),
  placed: z.number().int().nonnegative().nullable(),
  record: drawRecordSchema.nullable(),
});
export type PlaceDraw = z.infer<typeof placeDrawSchema>;

/** The state staff see, from the trip's settings, its seed and the draw if it ran. */
export function placeDrawState(
  trip: DrawSettings & { drawSeed: string | null },
  drawn: { at: Date } | null,
  now: Date,
): PlaceDrawState {
  if (drawn) return 'drawn';
  if (!trip.fairAllocation) return 'off';
  if (now.getTime() < new Date(trip.registrationOpensAt).getTime()) return 'not-open';
  if (now.getTime() < drawWindowEnd(trip).getTime()) return 'open';
  return trip.drawSeed === null ? 'waiting-for-seed' : 'due';
}

/** With `DRAW_PENDING`: when the window closes and the draw shares the places out. */
export const drawPendingDetailsSchema = z.object({ drawAt: z.iso.datetime() });
export type DrawPendingDetails = z.infer<typeof drawPendingDetailsSchema>;

/** A 409 while places wait for the draw: an approval or a restore to approved is refused until it runs. */
export const drawPendingRefusalSchema = apiErrorSchema.extend({
  code: z.literal('DRAW_PENDING'),
  details: drawPendingDetailsSchema,
});

/** The draw's date and time as families and staff read them, on Cyprus's clock, in `language`. */
export function drawDateText(instant: string | Date, language: string): { date: string; time: string } {
  const at = new Date(instant);
  const locale = intlLocaleOf(language);
  return {
    date: dateTimeFormat(locale, { dateStyle: 'long', timeZone: TRIP_TIME_ZONE }).format(at),
    time: dateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: TRIP_TIME_ZONE,
    }).format(at),
  };
}

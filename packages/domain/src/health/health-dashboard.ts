import { z } from 'zod';
import { localizedTextSchema } from '../localized-text.ts';
import { tripIdSchema } from '../trip.ts';
import { HEALTH_SECTIONS } from './health-record.ts';

/**
 * The health records on the dashboard (docs/product/health.md#dashboard): per departure, how many approved
 * travellers' records are complete and how many are not. One object per departure, so a column can be added
 * beside these without changing the others.
 */
export const healthDepartureCountsSchema = z.object({
  /** null: approved travellers whose school has no departure yet. */
  departureId: z.number().int().nullable(),
  label: localizedTextSchema.nullable(),
  outboundDate: z.iso.date().nullable(),
  complete: z.number().int().nonnegative(),
  missing: z.number().int().nonnegative(),
  /** Changes families sent after the freeze that no health lead has acknowledged yet. */
  addendaWaiting: z.number().int().nonnegative(),
});
export type HealthDepartureCounts = z.infer<typeof healthDepartureCountsSchema>;

/** `GET /api/admin/dashboard/health`. */
export const healthDashboardSchema = z.object({
  tripId: z.number().int(),
  byDeparture: z.array(healthDepartureCountsSchema),
  total: z.object({
    complete: z.number().int().nonnegative(),
    missing: z.number().int().nonnegative(),
    addendaWaiting: z.number().int().nonnegative(),
  }),
});
export type HealthDashboard = z.infer<typeof healthDashboardSchema>;

/** One approved traveller whose record is not complete: who, whom to remind, what is missing, the last reminder. */
export const healthMissingRowSchema = z.object({
  travellerId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  departureId: z.number().int().nullable(),
  guardianName: z.string(),
  guardianEmail: z.string(),
  /** The sections not saved yet, consent included, in the form's order. */
  missing: z.array(z.enum(HEALTH_SECTIONS)),
  lastReminderAt: z.iso.datetime().nullable(),
});
export type HealthMissingRow = z.infer<typeof healthMissingRowSchema>;

/** `GET /api/admin/dashboard/health/missing`: the trip's, or one departure's (`departure_id`). */
export const healthMissingQuerySchema = z.object({
  trip_id: tripIdSchema,
  departure_id: z.coerce.number().int().positive().optional(),
});

/** `POST /api/admin/dashboard/health/reminders`: every traveller of the departure whose record is not complete. */
export const healthRemindersBodySchema = z.strictObject({
  tripId: z.number().int().positive(),
  departureId: z.number().int().positive(),
});

/** How many reminders went; those already reminded today are left out. */
export const healthRemindersResultSchema = z.object({
  sent: z.number().int().nonnegative(),
  alreadyRemindedToday: z.number().int().nonnegative(),
});
export type HealthRemindersResult = z.infer<typeof healthRemindersResultSchema>;

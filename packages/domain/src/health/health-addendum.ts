import { z } from 'zod';
import { plainText } from '../plain-text.ts';
import { tripQuerySchema } from '../trip.ts';
import { HEALTH_SECTIONS } from './health-record.ts';

/**
 * A change the family sends to the health lead once the record is frozen (docs/product/health.md#changes-after-the-freeze):
 * a text, optionally the section it concerns. The record itself is never changed; staff acknowledge having read it.
 */
export const HEALTH_ADDENDUM_MAX_LENGTH = 2000;
export const HEALTH_ADDENDUM_NOTE_MAX_LENGTH = 500;
export const HEALTH_ADDENDUM_STATUSES = ['waiting', 'acknowledged'] as const;
export type HealthAddendumStatus = (typeof HEALTH_ADDENDUM_STATUSES)[number];

/** `POST /api/my/travellers/:id/health/addenda`: what changed, and which section if the family says. */
export const healthAddendumFormSchema = z.strictObject({
  text: plainText({ max: HEALTH_ADDENDUM_MAX_LENGTH, multiline: true }).min(1, { error: 'validation.required' }),
  section: z.enum(HEALTH_SECTIONS).nullable().default(null),
});
export type HealthAddendumForm = z.input<typeof healthAddendumFormSchema>;

/** `POST /api/admin/health/addenda/:id/acknowledge`: an optional note of the health lead's. */
export const healthAddendumAcknowledgeSchema = z.strictObject({
  note: plainText({ max: HEALTH_ADDENDUM_NOTE_MAX_LENGTH, multiline: true }).default(''),
});

/** An addendum as the family reads it in My Voyage. */
export const healthAddendumSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  section: z.enum(HEALTH_SECTIONS).nullable(),
  status: z.enum(HEALTH_ADDENDUM_STATUSES),
  sentAt: z.iso.datetime(),
  acknowledgedAt: z.iso.datetime().nullable(),
});
export type HealthAddendum = z.infer<typeof healthAddendumSchema>;

/** An addendum as staff read it: who sent it, who acknowledged it and their note. */
export const staffHealthAddendumSchema = healthAddendumSchema.extend({
  travellerId: z.uuid(),
  sentByName: z.string(),
  acknowledgedByName: z.string().nullable(),
  note: z.string(),
});
export type StaffHealthAddendum = z.infer<typeof staffHealthAddendumSchema>;

/** `GET /api/admin/health/addenda?status=waiting`: one row of the trip's list, no text (reading it is audited). */
export const healthAddendumRowSchema = z.object({
  id: z.uuid(),
  travellerId: z.uuid(),
  travellerName: z.string(),
  departureId: z.number().int().nullable(),
  section: z.enum(HEALTH_SECTIONS).nullable(),
  status: z.enum(HEALTH_ADDENDUM_STATUSES),
  sentAt: z.iso.datetime(),
  /** Who of the family sent it (the guardian's name then), as on the traveller's page. */
  sentByName: z.string(),
});
export type HealthAddendumRow = z.infer<typeof healthAddendumRowSchema>;

export const healthAddendaQuerySchema = tripQuerySchema.extend({
  status: z.enum(HEALTH_ADDENDUM_STATUSES).default('waiting'),
});

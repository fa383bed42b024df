import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { familyReasonSchema } from '../review-api.ts';
import { tripQuerySchema } from '../trip.ts';
import { travellerSchema } from '../traveller.ts';
import { CHANGE_REQUEST_STATUSES, CORRECTABLE_FIELDS } from './corrections-freeze.ts';
import { requestedChangeSchema } from './family-correction.ts';

/**
 * The calls of corrections by the family (docs/product/corrections.md): the family corrects or asks, reads its
 * requests and withdraws one still waiting; staff list the requests and approve or refuse them.
 */

/** A change request as the family reads it in My Voyage: no staff names. */
export const familyChangeRequestSchema = z.object({
  id: z.uuid(),
  changes: z.array(requestedChangeSchema),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  sentAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  /** Why staff refused it, in the family's language; null otherwise. */
  reason: z.string().nullable(),
});
export type FamilyChangeRequest = z.infer<typeof familyChangeRequestSchema>;

/** `GET /api/my/travellers/:id/corrections`: whether the details are frozen, from which day, and the requests. */
export const myCorrectionsSchema = z.object({
  /** The registration is pending or approved: only then are details corrected or asked for. */
  isOpen: z.boolean(),
  frozen: z.boolean(),
  /** The first day (Cyprus time) on which a correction is a request. */
  freezesOn: z.iso.date(),
  /** Newest first. */
  requests: z.array(familyChangeRequestSchema),
});
export type MyCorrections = z.infer<typeof myCorrectionsSchema>;

/**
 * What `PATCH /api/my/travellers/:id/details` did: the correction was made at once (before the freeze), sent
 * as a request for staff (from the freeze day), or there was nothing to change.
 */
export const CORRECTION_OUTCOMES = ['applied', 'requested', 'unchanged'] as const;
export type CorrectionOutcome = (typeof CORRECTION_OUTCOMES)[number];

export const correctionResultSchema = z.object({
  outcome: z.enum(CORRECTION_OUTCOMES),
  /** The fields corrected or asked for, in the order My Voyage shows them. */
  fields: z.array(z.enum(CORRECTABLE_FIELDS)),
  /** The request sent, when `requested`. */
  request: familyChangeRequestSchema.nullable(),
  traveller: travellerSchema,
});
export type CorrectionResult = z.infer<typeof correctionResultSchema>;

/** A change request as staff read it: whose, who sent it and who decided. */
export const staffChangeRequestSchema = familyChangeRequestSchema.extend({
  travellerId: z.uuid(),
  travellerName: z.string(),
  /** The family's language: a refusal's reason is written in it. */
  language: z.enum(LOCALES),
  schoolName: z.string(),
  departureId: z.number().int().nullable(),
  /** The guardian's name as it was when sent. */
  sentByName: z.string(),
  decidedByName: z.string().nullable(),
});
export type StaffChangeRequest = z.infer<typeof staffChangeRequestSchema>;

/** `GET /api/admin/change-requests?trip_id=&status=`: the trip's requests in one status, waiting unless asked. */
export const changeRequestsQuerySchema = tripQuerySchema.extend({
  status: z.enum(CHANGE_REQUEST_STATUSES).default('waiting'),
});

/** `POST /api/admin/change-requests/:id/refuse`: the reason the family reads, in its language or both. */
export const changeRequestRefuseBodySchema = z.strictObject({ reason: familyReasonSchema });
export const changeRequestApproveBodySchema = z.strictObject({});

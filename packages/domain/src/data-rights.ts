import { z } from 'zod';
import { addDays } from './consent-deadline.ts';
import { PENDING_ERASURE_DAYS } from './retention-policy.ts';

/**
 * A family's data rights and the retention of identity data (docs/product/data-rights.md): ID scans and
 * passport details go N days after the trip returns, registrations that never went past pending go 90 days
 * after it, a guardian downloads all the family's data and asks for its erasure, which staff carry out.
 */

export const ID_RETENTION_MAX_DAYS = 730;

/** The first day (Europe/Nicosia) on which the trip's ID scans and passport details are removed. */
export function idRetentionDay(trip: { endsOn: string; idRetentionDays: number }): string {
  return addDays(trip.endsOn, trip.idRetentionDays);
}

/** The first day on which the trip's registrations still pending are erased. */
export function pendingErasureDay(trip: { endsOn: string }): string {
  return addDays(trip.endsOn, PENDING_ERASURE_DAYS);
}

/** `traveller`: this child's registration; `family`: every registration of the guardian's family. */
export const ERASURE_SCOPES = ['traveller', 'family'] as const;
export type ErasureScope = (typeof ERASURE_SCOPES)[number];

/** `POST api/my/erasure-requests`: the guardian confirmed the request in a dialog. */
export const erasureRequestBodySchema = z.strictObject({
  travellerId: z.uuid({ error: 'validation.required' }),
  scope: z.enum(ERASURE_SCOPES, { error: 'validation.required' }),
});
export type ErasureRequestBody = z.infer<typeof erasureRequestBodySchema>;

/** A family's request as the guardian reads it on My Profile. */
export const myErasureRequestSchema = z.object({
  travellerId: z.string(),
  scope: z.enum(ERASURE_SCOPES),
  requestedAt: z.iso.datetime(),
});
export type MyErasureRequest = z.infer<typeof myErasureRequestSchema>;

/** `GET api/admin/erasure-requests`: the requests staff have yet to carry out, oldest first. */
export const erasureRequestSchema = myErasureRequestSchema.extend({
  tripId: z.number().int(),
  personalCode: z.string().nullable(),
  travellerName: z.string(),
  /** How many registrations the request covers (the family's, for `family`). */
  registrations: z.number().int().nonnegative(),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/** `POST api/admin/travellers/:id/erase`: what was removed; counts only. */
export const erasureResultSchema = z.object({
  travellers: z.number().int().nonnegative(),
  documents: z.number().int().nonnegative(),
  files: z.number().int().nonnegative(),
  payments: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

/** `POST api/admin/travellers/:id/erase` body. */
export const eraseBodySchema = z.strictObject({ scope: z.enum(ERASURE_SCOPES) });
export type EraseBody = z.infer<typeof eraseBodySchema>;

/** `GET api/admin/trips/:id/retention`: when the trip's retention runs and what it will remove (counts). */
export const retentionPreviewSchema = z.object({
  idRetentionDay: z.iso.date(),
  pendingErasureDay: z.iso.date(),
  /** ID scans (passport or identity card) still stored. */
  idDocuments: z.number().int().nonnegative(),
  /** Travellers whose passport number or expiry is still stored. */
  passportDetails: z.number().int().nonnegative(),
  /** Registrations still pending, erased on `pendingErasureDay`. */
  pendingRegistrations: z.number().int().nonnegative(),
});
export type RetentionPreview = z.infer<typeof retentionPreviewSchema>;

/** What one pass of the retention job did, for the log and its audit rows. */
export type RetentionRun = {
  trips: number;
  idDocuments: number;
  passportDetails: number;
  erasedRegistrations: number;
  /** Rows the timed rules of the retention policy deleted or emptied. */
  timedRows: number;
};

/** `voyage-data-YYYY-MM-DD.zip`: the family export's file name, dated in Europe/Nicosia. */
export function familyExportFileName(today: string): string {
  return `voyage-data-${today}.zip`;
}

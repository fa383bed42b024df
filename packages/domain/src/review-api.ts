import { z } from 'zod';
import { placesRefusalDetailsSchema } from './places/capacity.ts';
import { drawPendingDetailsSchema } from './places/place-draw.ts';
import { apiErrorSchema } from './api-error.ts';
import { CORRECTABLE_FIELDS } from './corrections/corrections-freeze.ts';
import { LOCALES, type Locale } from './locales.ts';
import { plainText, searchText } from './plain-text.ts';
import { REGISTRATION_STATUSES } from './traveller-statuses.ts';

/**
 * The review lifecycle's calls (docs/product/review.md): staff approve, reject, delete, restore and
 * extend a consent deadline; a guardian withdraws; both read one timeline per traveller.
 */

/** A reason staff give: required for reject, delete, cancel and a deadline extension. */
export const REASON_MAX_LENGTH = 500;
export const reasonSchema = plainText({ max: REASON_MAX_LENGTH, multiline: true }).min(1, {
  error: 'validation.required',
});

/**
 * A rejection's reason, which the family reads: one text (a ready reason, already in the family's language),
 * or staff's own words in Greek, English or both. What is stored and e-mailed is the text in the family's
 * language, or the other one when only that was written (`reasonInLanguage`).
 */
export const familyReasonSchema = z.union([
  reasonSchema,
  z
    .strictObject({ el: reasonSchema.optional(), en: reasonSchema.optional() })
    .refine((texts) => texts.el !== undefined || texts.en !== undefined, { error: 'validation.required' }),
]);
export type FamilyReason = z.infer<typeof familyReasonSchema>;

/** The reason as a family reading `language` is sent it: theirs when written, else the other language's. */
export function reasonInLanguage(reason: FamilyReason, language: Locale): string {
  if (typeof reason === 'string') return reason.trim();
  const other: Locale = language === 'el' ? 'en' : 'el';
  return (reason[language] ?? reason[other] ?? '').trim();
}

/**
 * Ready reasons for a rejection, each with its words in both languages (`admin:review.reasons.<key>`);
 * staff pick one or write their own. What is stored and e-mailed is the text, in the family's language.
 */
export const REJECTION_REASONS = ['full', 'age', 'incomplete', 'duplicate', 'school'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/**
 * Every status change names the status the acting person saw. If the registration changed meanwhile
 * (another member of staff acted first), the call is refused with 409 `CONFLICT` and the current state,
 * instead of acting on a registration nobody looked at. Bodies are strict: a field the call does not
 * take (a `status`, a `personalCode`) is refused, never ignored.
 */
export const expectedStatusSchema = z.strictObject({ expectedStatus: z.enum(REGISTRATION_STATUSES) });

export const approveBodySchema = expectedStatusSchema;
export const rejectBodySchema = expectedStatusSchema.extend({ reason: familyReasonSchema });
export const deleteBodySchema = expectedStatusSchema.extend({ reason: reasonSchema });
/**
 * `POST /api/admin/travellers/:id/cancel`: staff cancel an approved registration (the family phoned, say).
 * The reason is the family's to read, in the e-mail and on My Voyage.
 */
export const cancelBodySchema = expectedStatusSchema.extend({ reason: reasonSchema });
export const restoreBodySchema = expectedStatusSchema;
/** `POST /api/my/travellers/:id/withdraw`: the family names the status it saw, like staff do. */
export const withdrawBodySchema = expectedStatusSchema;
export const consentDeadlineBodySchema = z.strictObject({
  /** The new last day (inclusive, in Europe/Nicosia): later than the current one. */
  deadline: z.iso.date(),
  reason: reasonSchema,
});
export type ConsentDeadlineBody = z.infer<typeof consentDeadlineBodySchema>;

/** `POST /api/admin/travellers/approve`: several pending registrations at once, each on its own. */
export const BULK_APPROVE_MAX = 100;
export const bulkApproveBodySchema = z.strictObject({ ids: z.array(z.uuid()).min(1).max(BULK_APPROVE_MAX) });
export const bulkApproveResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.uuid(),
      ok: z.boolean(),
      /** Why this one was not approved (`INVALID_TRANSITION`, `NOT_FOUND`, `DEPARTURE_FULL`, …). */
      code: z.string().nullable(),
      /**
       * With `DEPARTURE_FULL` and `TRIP_FULL`: whose places, how many taken, of how many; with `DRAW_PENDING`:
       * when the draw shares the places out.
       */
      details: z.union([placesRefusalDetailsSchema, drawPendingDetailsSchema]).nullable(),
    }),
  ),
});
export type BulkApproveResult = z.infer<typeof bulkApproveResultSchema>;

/** What a 409 on a status change carries, so the screen can show the registration as it now is. */
export const statusConflictSchema = z.object({
  code: z.literal('CONFLICT'),
  message: z.string(),
  currentStatus: z.enum(REGISTRATION_STATUSES),
});

/**
 * Every 409 of a status change: `CONFLICT` (someone acted first) or `INVALID_TRANSITION` (the action does
 * not apply to the status), each with the registration's current status.
 */
export const statusRefusalSchema = apiErrorSchema.extend({ currentStatus: z.enum(REGISTRATION_STATUSES) });
export type StatusRefusal = z.infer<typeof statusRefusalSchema>;

/** The events of a traveller's timeline, read from the audit log (docs/product/review.md#timeline). */
export const TIMELINE_EVENTS = [
  'registered',
  'email-confirmed',
  'approved',
  'rejected',
  'consent-reminder',
  'consent-deadline-extended',
  'consent-received',
  'payment-submitted',
  'payment-withdrawn',
  'payment',
  'payment-rejected',
  'payment-recorded',
  'payment-corrected',
  'payment-reminder',
  'document-submitted',
  'document-withdrawn',
  'document-accepted',
  'document-rejected',
  'withdrawn',
  'cancelled',
  'deleted',
  'restored',
  'waiting-list-joined',
  'place-offered',
  'offer-accepted',
  'offer-declined',
  'offer-expired',
  'place-drawn',
  'corrected-by-family',
  'change-requested',
  'change-request-withdrawn',
  'change-approved',
  'change-refused',
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

/** One entry as a family sees it: what happened and when, in their words; no staff names or internal reasons. */
export const timelineEntrySchema = z.object({
  event: z.enum(TIMELINE_EVENTS),
  at: z.iso.datetime(),
  /** The reason a family is told (a rejection's), or null. */
  reason: z.string().nullable(),
  /** The fields a correction or a change request was about (docs/product/corrections.md); only on those. */
  fields: z.array(z.enum(CORRECTABLE_FIELDS)).optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** One entry as staff see it: who did it (null: the family or the system) and the reason given. */
export const staffTimelineEntrySchema = timelineEntrySchema.extend({
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
});
export type StaffTimelineEntry = z.infer<typeof staffTimelineEntrySchema>;

/** `GET /api/admin/audit`: every decision, sign-in and document view, newest first, paged. */
export const AUDIT_PAGE_SIZE = 50;
export const auditQuerySchema = z.object({
  traveller: z.uuid().optional(),
  actor: searchText({ max: 200 }).optional(),
  action: searchText({ max: 100 }).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  action: z.string(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  tripId: z.number().int().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/**
 * What every review queue's row (a document, a payment) says of its traveller: who, their code, their school,
 * and the family's language, which a rejection's reason is sent in.
 */
export const queueRowTravellerSchema = z.object({
  id: z.uuid(),
  travellerId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  personalCode: z.string().nullable(),
  language: z.enum(LOCALES),
  schoolName: z.string(),
});

import { z } from 'zod';
import { LIST_EXPORT_FORMATS, MANIFEST_FORMATS } from './export-formats.ts';
import {
  documentQueueQuerySchema,
  listQuerySchema,
  paymentQueueQuerySchema,
  travellerFiltersSchema,
} from './list-query.ts';
import { LOCALES } from './locales.ts';
import { outboxQuerySchema } from './outbox.ts';
import { auditQuerySchema } from './review-api.ts';
import { tripQuerySchema } from './trip.ts';

/** `GET /api/admin/departures/:id/manifest`: for the airline, in English unless Greek is asked for. */
export const manifestQuerySchema = z.object({
  format: z.enum(MANIFEST_FORMATS),
  lang: z.enum(LOCALES).default('en'),
});

/** What every list's export adds to the list's query: the format, and the language (the screen's, Greek by default). */
const exportParams = { format: z.enum(LIST_EXPORT_FORMATS), lang: z.enum(LOCALES).default('el') };
const NO_PAGE = { page: true, page_size: true } as const;

/** A list's export takes the list's own filters, search and order (not its page): the file holds what the screen shows. */
const listExportQuerySchema = listQuerySchema
  .omit(NO_PAGE)
  .extend({ ...travellerFiltersSchema.shape, ...exportParams });

/**
 * `GET /api/admin/students/export`: the trip's approved travellers as `GET /api/students` lists them with the
 * same parameters: one school's (`school_id`), some districts' (`district`), a search…
 */
export const studentsExportQuerySchema = listExportQuerySchema;

/** The registrations screen's tabs (and the deleted list): which registrations an export holds. */
export const REGISTRATION_EXPORT_TABS = ['pending', 'all', 'deleted'] as const;
export type RegistrationExportTab = (typeof REGISTRATION_EXPORT_TABS)[number];

/** `GET /api/admin/travellers/export`: the registrations of a tab, as the screen lists them. */
export const registrationsExportQuerySchema = listExportQuerySchema.extend({
  tab: z.enum(REGISTRATION_EXPORT_TABS).default('all'),
});

/** `GET /api/admin/payments/export`: the payments queue (a tab's status, the method, the school…) as `GET /api/admin/payments`. */
export const paymentQueueExportQuerySchema = paymentQueueQuerySchema.omit(NO_PAGE).extend(exportParams);
export type PaymentQueueExportQuery = z.infer<typeof paymentQueueExportQuerySchema>;

/** `GET /api/admin/documents/export`: the documents queue (a tab's status, the type, the school…) as `GET /api/admin/documents`. */
export const documentQueueExportQuerySchema = documentQueueQuerySchema.omit(NO_PAGE).extend(exportParams);
export type DocumentQueueExportQuery = z.infer<typeof documentQueueExportQuerySchema>;

/** `GET /api/admin/schools/export`: the trip's schools as `GET /api/schools` lists them, of the districts chosen on screen. */
export const schoolsExportQuerySchema = tripQuerySchema.extend({
  ...travellerFiltersSchema.pick({ district: true }).shape,
  ...exportParams,
});

/** `GET /api/admin/departures/export`: the trip's departures as `GET /api/departures` lists them. */
export const departuresExportQuerySchema = tripQuerySchema.extend(exportParams);

/** `GET /api/admin/dashboard/payment-groups/export`: the dashboard's payments by school and by departure. */
export const paymentGroupsExportQuerySchema = tripQuerySchema.extend(exportParams);

/**
 * The most rows an audit log's file holds: the newest of those the filter keeps; the file says when older ones
 * were left out (docs/product/exports.md#list-exports).
 */
export const AUDIT_EXPORT_LIMIT = 10_000;

/** `GET /api/admin/audit/export`: the audit log with the screen's filters (traveller, actor, action, days). */
export const auditExportQuerySchema = auditQuerySchema.omit({ page: true }).extend(exportParams);
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

/** `GET /api/admin/outbox/export`: the outgoing e-mail as the outbox lists it (of one status, if asked). */
export const outboxExportQuerySchema = outboxQuerySchema.extend(exportParams);

/** `GET /api/admin/administrators/export` and `GET /api/admin/trips/export`: lists with no filter of their own. */
export const plainListExportQuerySchema = z.object(exportParams);

import { z } from 'zod';
import { LIST_EXPORT_FORMATS, MANIFEST_FORMATS } from './export-formats.ts';
import { listQuerySchema, travellerFiltersSchema } from './list-query.ts';
import { LOCALES } from './locales.ts';

/** `GET /api/admin/departures/:id/manifest`: for the airline, in English unless Greek is asked for. */
export const manifestQuerySchema = z.object({
  format: z.enum(MANIFEST_FORMATS),
  lang: z.enum(LOCALES).default('en'),
});

/** A list's export takes the list's own filters, search and order (not its page): the file holds what the screen shows. */
const listExportQuerySchema = listQuerySchema.omit({ page: true, page_size: true }).extend({
  ...travellerFiltersSchema.shape,
  format: z.enum(LIST_EXPORT_FORMATS),
  lang: z.enum(LOCALES).default('el'),
});

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

import { z } from 'zod';
import { DISTRICTS } from './districts.ts';
import { LIST_EXPORT_FORMATS, MANIFEST_FORMATS } from './export-formats.ts';
import { LOCALES } from './locales.ts';
import { tripQuerySchema } from './trip.ts';

/** `GET /api/admin/departures/:id/manifest`: for the airline, in English unless Greek is asked for. */
export const manifestQuerySchema = z.object({
  format: z.enum(MANIFEST_FORMATS),
  lang: z.enum(LOCALES).default('en'),
});

const listExportQuerySchema = tripQuerySchema.extend({
  format: z.enum(LIST_EXPORT_FORMATS),
  lang: z.enum(LOCALES).default('el'),
});

/**
 * `GET /api/admin/students/export`: the trip's approved travellers, or one school's (`school_id`), or one
 * district's (`district`, the dashboard's districts filter).
 */
export const studentsExportQuerySchema = listExportQuerySchema.extend({
  school_id: z.coerce.number().int().positive().optional(),
  district: z.enum(DISTRICTS).optional(),
});

/** The registrations screen's tabs (and the deleted list): which registrations an export holds. */
export const REGISTRATION_EXPORT_TABS = ['pending', 'all', 'deleted'] as const;
export type RegistrationExportTab = (typeof REGISTRATION_EXPORT_TABS)[number];

/** `GET /api/admin/registrations/export`: the registrations of a tab, as the screen lists them. */
export const registrationsExportQuerySchema = listExportQuerySchema.extend({
  tab: z.enum(REGISTRATION_EXPORT_TABS).default('all'),
});

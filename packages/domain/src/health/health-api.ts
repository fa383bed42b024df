import { z } from 'zod';
import { healthCompletenessSchema } from './health-complete.ts';
import {
  allergiesSchema,
  conditionsSchema,
  contactsSchema,
  dietSchema,
  emergencyContactSchema,
  healthConsentSchema,
  healthRecordSchema,
  medicinesSchema,
} from './health-record.ts';
import { localizedTextSchema } from '../localized-text.ts';

/**
 * The health record's API payloads (docs/product/health.md). A save sends one section (or the consent);
 * the other sections stay as they were.
 */
/** Each section's form, as the family saves it: the section under its own name. */
export const healthSectionForms = {
  allergies: z.strictObject({ allergies: allergiesSchema }),
  medicines: z.strictObject({ medicines: medicinesSchema }),
  diet: z.strictObject({ diet: dietSchema }),
  conditions: z.strictObject({ conditions: conditionsSchema }),
  contacts: z.strictObject({ contacts: contactsSchema }),
  /** The guardian ticks the consent text; the server records who and when. */
  consent: z.strictObject({ consent: z.literal(true, { error: 'validation.healthConsent' }) }),
} as const;

export const healthSectionUpdateSchema = z.union([
  healthSectionForms.allergies,
  healthSectionForms.medicines,
  healthSectionForms.diet,
  healthSectionForms.conditions,
  healthSectionForms.contacts,
  healthSectionForms.consent,
]);
export type HealthSectionUpdate = z.infer<typeof healthSectionUpdateSchema>;

export const escortFlagSchema = z.object({
  kind: z.enum(['anaphylaxis', 'diet', 'medicine', 'swim']),
  text: localizedTextSchema,
});
export type EscortFlag = z.infer<typeof escortFlagSchema>;

/** `GET /api/my/travellers/:id/health`: the record as the family sees it. */
export const myHealthRecordSchema = z.object({
  record: healthRecordSchema,
  consent: healthConsentSchema.nullable(),
  completeness: healthCompletenessSchema,
  /** The day from which the family can no longer change it (`YYYY-MM-DD`). */
  freezesOn: z.iso.date(),
  frozen: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type MyHealthRecord = z.infer<typeof myHealthRecordSchema>;

/** `GET /api/admin/travellers/:id/health/flags`: what escorts need to act on, no diagnosis. */
export const healthFlagsSchema = z.object({
  completeness: healthCompletenessSchema,
  flags: z.array(escortFlagSchema),
  /** Who to call besides the guardians: escorts need them on the trip, and they name no diagnosis. */
  emergencyContacts: z.array(emergencyContactSchema),
});
export type HealthFlags = z.infer<typeof healthFlagsSchema>;

/** `GET /api/admin/travellers/:id/health`: the full record, an audited read. */
export const adminHealthRecordSchema = myHealthRecordSchema.extend({ flags: z.array(escortFlagSchema) });
export type AdminHealthRecord = z.infer<typeof adminHealthRecordSchema>;

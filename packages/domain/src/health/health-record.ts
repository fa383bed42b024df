import { z } from 'zod';
import type { LocalizedText } from '../localized-text.ts';
import { plainText } from '../plain-text.ts';
import { phoneSchema } from '../registration.ts';

/**
 * A child's health and emergency record (docs/product/health.md): one zod schema per section, the form's and
 * the API's. A section is saved on its own; until it is, it is `null` (not answered yet), and an empty list
 * once saved means "none".
 */

export const ALLERGY_SEVERITIES = ['mild', 'moderate', 'severe'] as const;
export type AllergySeverity = (typeof ALLERGY_SEVERITIES)[number];
export const MEDICINE_KEEPERS = ['child', 'escort'] as const;
export type MedicineKeeper = (typeof MEDICINE_KEEPERS)[number];
export const DIET_NEEDS = ['vegetarian', 'noPork', 'halal', 'glutenFree', 'lactoseFree', 'noNuts'] as const;
export type DietNeed = (typeof DIET_NEEDS)[number];
export const HEALTH_CONDITIONS = ['asthma', 'diabetes', 'epilepsy'] as const;
export type HealthCondition = (typeof HEALTH_CONDITIONS)[number];
export const HEALTH_SECTIONS = ['allergies', 'medicines', 'diet', 'conditions', 'contacts', 'consent'] as const;
export type HealthSection = (typeof HEALTH_SECTIONS)[number];

/** How many entries a list holds at most: enough for any child, small enough to read on a phone. */
export const HEALTH_LIST_MAX = 12;
export const MEDICINE_TIMES_MAX = 6;
export const EMERGENCY_CONTACTS_MAX = 4;

const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const EHIC_NUMBER = /^[A-Z0-9 ]{5,30}$/;

const requiredText = (max: number) => plainText({ max }).min(1, { error: 'validation.required' });
const flag = z.boolean({ error: 'validation.required' });
/** An optional text: empty when not given. */
const optionalText = (max: number) => plainText({ max }).default('');
const optionalPhone = z.union([z.literal(''), phoneSchema]).default('');

export const allergySchema = z.object({
  what: requiredText(100),
  severity: z.enum(ALLERGY_SEVERITIES, { error: 'validation.required' }),
  /** Anaphylaxis: the child carries an adrenaline auto-injector. */
  anaphylaxis: flag,
});
export type Allergy = z.infer<typeof allergySchema>;

export const medicineSchema = z.object({
  name: requiredText(100),
  dose: requiredText(100),
  times: z
    .array(z.string({ error: 'validation.required' }).regex(HH_MM, { error: 'validation.time' }))
    .min(1, { error: 'validation.healthTimes' })
    .max(MEDICINE_TIMES_MAX, { error: 'validation.tooMany' }),
  keptBy: z.enum(MEDICINE_KEEPERS, { error: 'validation.required' }),
});
export type Medicine = z.infer<typeof medicineSchema>;

export const dietSchema = z.object({
  vegetarian: flag,
  noPork: flag,
  halal: flag,
  glutenFree: flag,
  lactoseFree: flag,
  noNuts: flag,
  other: optionalText(300),
});
export type Diet = z.infer<typeof dietSchema>;

export const conditionsSchema = z.object({
  asthma: flag,
  diabetes: flag,
  epilepsy: flag,
  other: plainText({ max: 500, multiline: true }).default(''),
  canSwim: flag,
});
export type Conditions = z.infer<typeof conditionsSchema>;

export const emergencyContactSchema = z.object({
  name: requiredText(100),
  relation: requiredText(60),
  phone: phoneSchema,
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

const insuranceNumberSchema = z.union([
  z.literal(''),
  plainText({ max: 30 })
    .transform((value) => value.toUpperCase())
    .refine((value) => EHIC_NUMBER.test(value), { error: 'validation.ehicNumber' }),
]);
const optionalDate = z.union([z.literal(''), z.iso.date({ error: 'validation.date' })]).default('');

export const contactsSchema = z
  .object({
    /** Besides the guardians: at least one person to call. */
    contacts: z
      .array(emergencyContactSchema)
      .min(1, { error: 'validation.healthContactRequired' })
      .max(EMERGENCY_CONTACTS_MAX, { error: 'validation.tooMany' }),
    doctorName: optionalText(100),
    doctorPhone: optionalPhone,
    /** European health insurance card: number and expiry, both or neither. */
    ehicNumber: insuranceNumberSchema.default(''),
    ehicExpiresOn: optionalDate,
  })
  .superRefine((value, context) => {
    if (value.ehicNumber && !value.ehicExpiresOn)
      context.addIssue({ code: 'custom', path: ['ehicExpiresOn'], message: 'validation.required' });
    if (!value.ehicNumber && value.ehicExpiresOn)
      context.addIssue({ code: 'custom', path: ['ehicNumber'], message: 'validation.required' });
  });
export type Contacts = z.infer<typeof contactsSchema>;

export const allergiesSchema = z.array(allergySchema).max(HEALTH_LIST_MAX, { error: 'validation.tooMany' });
export const medicinesSchema = z.array(medicineSchema).max(HEALTH_LIST_MAX, { error: 'validation.tooMany' });

/** The sections a family fills in, each `null` until saved (consent is recorded apart, by the server). */
export const healthRecordSchema = z.object({
  allergies: allergiesSchema.nullable(),
  medicines: medicinesSchema.nullable(),
  diet: dietSchema.nullable(),
  conditions: conditionsSchema.nullable(),
  contacts: contactsSchema.nullable(),
});
export type HealthRecord = z.infer<typeof healthRecordSchema>;

export const EMPTY_HEALTH_RECORD: HealthRecord = {
  allergies: null,
  medicines: null,
  diet: null,
  conditions: null,
  contacts: null,
};

/** Who ticked the consent and when, as the server recorded it. */
export const healthConsentSchema = z.object({ givenBy: z.string(), givenAt: z.iso.datetime() });
export type HealthConsent = z.infer<typeof healthConsentSchema>;

/**
 * The consent to emergency medical treatment the guardian ticks, word for word in both languages
 * (docs/product/health.md#consent). Changing it is a product decision: families who ticked the old text did not
 * agree to the new one.
 */
export const HEALTH_CONSENT_TEXT: LocalizedText = {
  el:
    'Συναινώ, αν το παιδί μου χρειαστεί επείγουσα ιατρική φροντίδα κατά τη διάρκεια του ταξιδιού και δεν είναι ' +
    'δυνατό να επικοινωνήσει κανείς εγκαίρως μαζί μου ή με τα πρόσωπα επικοινωνίας, να του παρασχεθεί η ' +
    'θεραπεία που κρίνει αναγκαία ο θεράπων γιατρός, συμπεριλαμβανομένης της νοσηλείας, της αναισθησίας και ' +
    'της χειρουργικής επέμβασης. Επιτρέπω στους συνοδούς να δώσουν στο ιατρικό προσωπικό τις πληροφορίες ' +
    'αυτού του φακέλου υγείας.',
  en:
    'I consent, should my child need emergency medical care during the trip and neither I nor the emergency ' +
    'contacts can be reached in time, to the treatment the attending doctor judges necessary, including ' +
    'admission to hospital, anaesthesia and surgery. I allow the escorts to give the medical staff the ' +
    'information in this health record.',
};

import { z } from 'zod';
import { DISTRICTS } from './districts.ts';
import { LOCALES } from './localized-text.ts';

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'deleted'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const PAYMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const DOCUMENT_TYPES = ['passport', 'id_card', 'consent', 'other'] as const;

export const paymentSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  submittedAt: z.iso.datetime(),
  receivedAt: z.iso.datetime().nullable(),
  instalment: z.enum(['deposit', 'balance']),
  fileName: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const documentSchema = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  fileName: z.string(),
  uploadedAt: z.iso.datetime(),
});
export type TravellerDocument = z.infer<typeof documentSchema>;

/** Row of `api/students`, `api/registrations` and `api/registrations/pending`. */
export const travellerSchema = z.object({
  id: z.string(),
  tripId: z.number().int(),
  personalCode: z.string().nullable(),
  status: z.enum(REGISTRATION_STATUSES),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS),
  dateOfBirth: z.iso.date(),
  city: z.string(),
  district: z.enum(DISTRICTS),
  phone: z.string(),
  language: z.enum(LOCALES),
  guardianName: z.string(),
  guardianEmail: z.string(),
  roommates: z.array(z.string()),
  /** Shared by travellers of one school who name each other (a triple room); null when alone. */
  roommateGroupId: z.string().nullable(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  registrationCode: z.string(),
  departureId: z.number().int().nullable(),
  registeredAt: z.iso.datetime(),
  emailConfirmedAt: z.iso.datetime().nullable(),
  paidCents: z.number().int(),
  payments: z.array(paymentSchema),
  documents: z.array(documentSchema),
});
export type Traveller = z.infer<typeof travellerSchema>;

/**
 * A row as staff see it: the traveller, and what only staff may know. `possibleDuplicateOfId` is a live
 * registration of the same child (names and birth date) that existed when this one was sent; families
 * are never told (docs/product-decisions.md, "possible duplicates").
 */
export const adminTravellerSchema = travellerSchema.extend({ possibleDuplicateOfId: z.string().nullable() });
export type AdminTraveller = z.infer<typeof adminTravellerSchema>;

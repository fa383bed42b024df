import { z } from 'zod';
import { DISTRICTS } from './districts.ts';
import { LOCALES } from './locales.ts';
import { travellerPriceSchema } from './payments/family-prices.ts';
import {
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  GENDERS,
  ID_DOCUMENT_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REGISTRATION_STATUSES,
} from './traveller-statuses.ts';

export const paymentSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  submittedAt: z.iso.datetime(),
  receivedAt: z.iso.datetime().nullable(),
  method: z.enum(PAYMENT_METHODS),
  /** The day the family says it made the transfer; null for money staff recorded. */
  transferDate: z.iso.date().nullable(),
  fileName: z.string().nullable(),
  fileMediaType: z.string().nullable(),
  /** Why staff rejected it, in the family's language. */
  rejectionReason: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const documentSchema = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  fileName: z.string(),
  fileMediaType: z.string(),
  uploadedAt: z.iso.datetime(),
  /** Why staff rejected it, in the family's language. */
  rejectionReason: z.string().nullable(),
});
export type TravellerDocument = z.infer<typeof documentSchema>;

/** Row of `api/students`, `api/registrations` and `api/registrations/pending`. */
export const travellerSchema = z.object({
  id: z.string(),
  tripId: z.number().int(),
  personalCode: z.string().nullable(),
  /** The ISO 11649 creditor reference made of the personal code, compact (docs/product/payments.md#payment-reference). */
  paymentReference: z.string().nullable(),
  status: z.enum(REGISTRATION_STATUSES),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS),
  dateOfBirth: z.iso.date(),
  /** ISO 3166-1 alpha-2; null for a registration made before the form asked for it, until staff fill it in. */
  nationality: z.string().nullable(),
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
  approvedAt: z.iso.datetime().nullable(),
  /**
   * Why the status is what it is, as the family may read it: a rejection's reason, `withdrawn` or
   * `consent-missing` for a cancellation (CANCELLATION_REASONS), staff's words for another cancellation.
   */
  statusReason: z.string().nullable(),
  /** The last day to upload the consent document (Europe/Nicosia), set at approval; null before. */
  consentDeadline: z.iso.date().nullable(),
  /**
   * The identity document the traveller flies with (passport or ID card): its number, expiry and issuing
   * country (ISO 3166-1 alpha-2), as the family gave them in My Voyage or staff on the registration; null until then.
   */
  idDocumentType: z.enum(ID_DOCUMENT_TYPES).nullable(),
  idDocumentNumber: z.string().nullable(),
  idDocumentExpiresOn: z.iso.date().nullable(),
  idDocumentIssuingCountry: z.string().nullable(),
  paidCents: z.number().int(),
  /** What this traveller pays and why (docs/product/payments.md#family-prices): every balance starts from it. */
  price: travellerPriceSchema,
  payments: z.array(paymentSchema),
  documents: z.array(documentSchema),
});
export type Traveller = z.infer<typeof travellerSchema>;

/**
 * A row as staff see it: the traveller, and what only staff may know. `possibleDuplicateOfId` is a live
 * registration of the same child (names and birth date) that existed when this one was sent; families
 * are never told (docs/product-decisions.md, "possible duplicates").
 */
export const adminTravellerSchema = travellerSchema.extend({
  possibleDuplicateOfId: z.string().nullable(),
  /** While deleted: the status a restore goes back to. */
  statusBeforeDeletion: z.enum(REGISTRATION_STATUSES).nullable(),
  /** Staff's reason for a deletion: never shown to the family. */
  deletionReason: z.string().nullable(),
  /** Why staff set this traveller's own price; null without one. Never shown to the family. */
  customPriceReason: z.string().nullable(),
  /** The last change of status (for a deleted registration: when it was deleted); null before any. */
  statusChangedAt: z.iso.datetime().nullable(),
  /** The last change of the row: the student form sends it back as `expectedUpdatedAt`. */
  updatedAt: z.iso.datetime(),
  /** The place in the trip's waiting list while waiting or offered a place (docs/product/places.md#waiting-list). */
  waitingListPosition: z.number().int().positive().nullable(),
});
export type AdminTraveller = z.infer<typeof adminTravellerSchema>;

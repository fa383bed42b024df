/**
 * The closed lists a traveller's registration, payments and documents are described with. Kept apart from
 * the schemas so the screens that only name a status or fill a filter load no validation code
 * (docs/architecture.md#the-web-app).
 */
export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'deleted'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** The reasons the product itself records for a cancellation; staff may give their own words too. */
export const CANCELLATION_REASONS = { withdrawn: 'withdrawn', consentMissing: 'consent-missing' } as const;

/** `pending` is shown as Processing, `approved` as Received; a family may withdraw a receipt while it is pending. */
export const PAYMENT_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A transfer (reported with its receipt, or seen by staff in the bank statement) or cash at the office. */
export const PAYMENT_METHODS = ['transfer', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** `pending` is shown as Processing, `approved` as Accepted; a family may withdraw an upload while it is pending. */
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** The identity documents a traveller flies with: asked for at the registration's step 3, described in My Voyage. */
export const ID_DOCUMENT_TYPES = ['passport', 'id_card'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPES = ['passport', 'id_card', 'consent', 'travel_authorisation', 'other'] as const;
export type TravellerDocumentType = (typeof DOCUMENT_TYPES)[number];
/**
 * The languages of the travel authorisation letter (docs/product/documents.md#travel-authorisation-letter): the
 * product's two, and French for the authorities of the destination. French is this letter's only.
 */
export const TRAVEL_AUTHORISATION_LANGUAGES = ['el', 'en', 'fr'] as const;
export type TravelAuthorisationLanguage = (typeof TRAVEL_AUTHORISATION_LANGUAGES)[number];

import { z } from 'zod';
import { plainText } from './plain-text.ts';
import { ID_DOCUMENT_MEDIA_TYPES } from './registration-api.ts';
import { familyReasonSchema, queueRowTravellerSchema } from './review-api.ts';
import { countryCodeSchema } from './countries.ts';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, ID_DOCUMENT_TYPES, type IdDocumentType } from './traveller-statuses.ts';

/**
 * The document calls (docs/product/documents.md): a family uploads the signed consent form and the signed
 * travel authorisation letter (after approval) and a new ID (when staff rejected one), withdraws an upload while it waits, and describes the
 * identity document it flies with (type, number, expiry, issuing country); staff accept or reject each document with a reason.
 *
 * Family (guardian session; another family's traveller or document is 404):
 * - `POST api/my/travellers/:id/documents` multipart `type` (MY_DOCUMENT_TYPES) then `file`, optional
 *   `Idempotency-Key` header; answers 201 with the Traveller. A consent or a travel authorisation before approval, or anything for a
 *   registration that is not pending/approved, is 409 `DOCUMENTS_CLOSED`; an ID type when an accepted ID
 *   exists is 409 `DOCUMENT_ACCEPTED`. A new upload replaces the same type's upload still Processing
 *   (that one becomes `withdrawn`). File checks as the registration's ID upload: JPEG, PNG or PDF, a signed form too.
 *   A Traveller's `documents` leave withdrawn uploads out (kept for the history: staff's `status=all`).
 * - `POST api/my/travellers/:id/documents/:documentId/withdraw`: a Processing upload is withdrawn; answers
 *   the Traveller; 409 `CONFLICT` once staff reviewed it.
 * - `GET api/my/documents/:id/file`: the family's own file, as an attachment (an `<img>` still shows it).
 * - `PUT api/my/travellers/:id/id-document` body `idDocumentBodySchema`: answers the Traveller.
 * - `GET api/my/travellers/:id/consent-form`: the trip's consent form as a PDF in the guardian's language
 *   (`?lang=el|en` to choose), names filled in; 409 `DOCUMENTS_CLOSED` before approval.
 * - `GET api/my/travellers/:id/travel-authorisation`: the travel authorisation letter for both guardians to
 *   sign, as a PDF in the guardian's language (`?lang=el|en|fr`: TRAVEL_AUTHORISATION_LANGUAGES); likewise 409
 *   `DOCUMENTS_CLOSED` before approval.
 *
 * Staff (admin session):
 * - `GET api/admin/documents?trip_id=&status=&type=&school_id=` with the lists' page, order and search
 *   (`documentQueueQuerySchema` in list-query.ts): one page of DocumentQueueRow and the total; the waiting ones
 *   (`status=pending`) oldest first, any other choice newest first (withdrawn ones included).
 * - `GET api/admin/travellers/:id/documents`: every document of one registration, StaffDocument[], newest first.
 * - `GET api/admin/documents/:id/file`: the file as an attachment; every call is audited.
 * - `POST api/admin/documents/:id/accept` (no body) and `POST api/admin/documents/:id/reject` body
 *   `documentRejectBodySchema`: answer the StaffDocument; 409 `CONFLICT` when it is no longer Processing.
 *   A rejection is e-mailed to the guardian in their language (template `document-rejected`).
 * - `PUT api/admin/travellers/:id/id-document` body `idDocumentBodySchema`, and
 *   `PATCH api/admin/travellers/:id/details` (the student form, `staffDetailsBodySchema`): answer the
 *   AdminTraveller; audited with the names of the fields changed (never their values).
 * - `GET api/admin/travellers/:id/consent-form` and `GET api/admin/travellers/:id/travel-authorisation`: the
 *   same PDFs, for staff to print (`?lang=`; 409 `DOCUMENTS_CLOSED` likewise unless approved).
 */

/** What a family may upload from My Voyage. */
export const MY_DOCUMENT_TYPES = ['consent', 'travel_authorisation', 'passport', 'id_card'] as const;
export type MyDocumentType = (typeof MY_DOCUMENT_TYPES)[number];

/**
 * The text field of a document's upload form (the family's, the registration's ID): `type`, one of `types`;
 * none is `validation.required`, another `validation.invalid`.
 */
export function documentTypeFieldsSchema<const Types extends readonly [string, ...string[]]>(types: Types) {
  return z.strictObject({
    type: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .pipe(z.enum(types, { error: 'validation.invalid' })),
  });
}

/**
 * Word files (.doc, .docx) were once accepted for a signed consent form and kept as sent. No upload is
 * any more (an Office file can fetch a remote template or carry macros when staff open it, and nothing
 * here can make one inert: docs/product/documents.md); those already stored are still downloaded.
 */
const WORD_MEDIA_TYPES = [
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** What a stored document may be: JPEG, PNG or PDF (every upload), or a consent's Word file kept from before. */
export const STORED_MEDIA_TYPES = [...ID_DOCUMENT_MEDIA_TYPES, ...WORD_MEDIA_TYPES] as const;
export type StoredMediaType = (typeof STORED_MEDIA_TYPES)[number];

/** Images are previewed in the image viewer; PDFs and Word files are downloaded. */
export function isPreviewableImage(mediaType: string | null | undefined): boolean {
  return mediaType === 'image/jpeg' || mediaType === 'image/png';
}

/**
 * An identity document's number as printed: 5 to 20 Latin capitals and digits (spaces typed in are dropped),
 * a passport's or an ID card's alike.
 */
export const idDocumentNumberSchema = plainText({ max: 40 })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{5,20}$/, { error: 'validation.idDocumentNumber' }));

/**
 * The identity document the traveller flies with, as the family or staff describe it: its type, number,
 * expiry and issuing country (docs/product/documents.md#identity-document). An expiry too close to the return
 * is warned about (`idDocumentExpiresTooSoon`), not refused.
 */
export const idDocumentBodySchema = z.strictObject({
  idDocumentType: z.enum(ID_DOCUMENT_TYPES, { error: 'validation.required' }),
  idDocumentNumber: idDocumentNumberSchema,
  idDocumentExpiresOn: z.iso.date({ error: 'validation.date' }),
  idDocumentIssuingCountry: countryCodeSchema,
});
export type IdDocumentBody = z.infer<typeof idDocumentBodySchema>;
/** The fields of `idDocumentBodySchema`, in the form's order. */
export const ID_DOCUMENT_FIELDS = Object.keys(idDocumentBodySchema.shape) as (keyof IdDocumentBody)[];

/** Airlines ask for a passport valid six months after the return: the last day that still satisfies it. */
export function passportValidUntilNeeded(tripEndsOn: string): string {
  const [year, month, day] = tripEndsOn.split('-').map(Number) as [number, number, number];
  // Date.UTC rolls an overflowing day forward (31 August + 6 months is 3 March): the safe side.
  return new Date(Date.UTC(year, month - 1 + 6, day)).toISOString().slice(0, 10);
}

/**
 * The last day a document must still be valid for a trip back on `tripEndsOn`: six months after it for a
 * passport (the airlines' rule); the return day itself for an ID card, which inside the EU need only be valid
 * for the stay (docs/product/exports.md#flight-manifest).
 */
export function idDocumentValidUntilNeeded(type: IdDocumentType, tripEndsOn: string): string {
  return type === 'passport' ? passportValidUntilNeeded(tripEndsOn) : tripEndsOn;
}

/** True when a document of `type` expiring on `expiresOn` would be refused for a trip back on `tripEndsOn`. */
export function idDocumentExpiresTooSoon(type: IdDocumentType, expiresOn: string, tripEndsOn: string): boolean {
  return expiresOn < idDocumentValidUntilNeeded(type, tripEndsOn);
}

export const documentRejectBodySchema = z.strictObject({ reason: familyReasonSchema });

/** A document as staff's tables list it (the queue, a registration's documents): what they show, with its traveller. */
export const documentQueueRowSchema = queueRowTravellerSchema.extend({
  type: z.enum(DOCUMENT_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  fileName: z.string(),
  fileMediaType: z.string(),
  uploadedAt: z.iso.datetime(),
  reviewedByName: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type DocumentQueueRow = z.infer<typeof documentQueueRowSchema>;

/** A document as staff read it on its own (a registration's documents, the answer to a decision). */
export const staffDocumentSchema = documentQueueRowSchema.extend({
  schoolId: z.number().int(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type StaffDocument = z.infer<typeof staffDocumentSchema>;

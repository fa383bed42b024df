import type { Locale, TravelAuthorisationLanguage } from '@voyage/domain';

/** A document as the family sent it (`api/my/documents/:id/file`), served as an attachment; an `<img>` still shows it. */
export function documentFileUrl(documentId: string): string {
  return `/api/my/documents/${encodeURIComponent(documentId)}/file`;
}

/** The trip's consent form for this traveller, names filled in, in the language asked (`api/my/travellers/:id/consent-form`). */
export function consentFormUrl(travellerId: string, language: Locale): string {
  return `/api/my/travellers/${encodeURIComponent(travellerId)}/consent-form?lang=${language}`;
}

/** The printable confirmation of this registration, in the language asked (`api/my/travellers/:id/confirmation.pdf`). */
export function confirmationUrl(travellerId: string, language: Locale): string {
  return `/api/my/travellers/${encodeURIComponent(travellerId)}/confirmation.pdf?lang=${language}`;
}

/**
 * The travel authorisation letter for this traveller, filled in, in the language asked: Greek, English or French
 * (`api/my/travellers/:id/travel-authorisation`).
 */
export function travelAuthorisationUrl(travellerId: string, language: TravelAuthorisationLanguage): string {
  return `/api/my/travellers/${encodeURIComponent(travellerId)}/travel-authorisation?lang=${language}`;
}

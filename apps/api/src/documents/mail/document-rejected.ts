import type { Locale, TravellerDocumentType } from '@voyage/domain';
import { renderRefusalEmail } from '../../mail/templates/my-voyage-email.ts';
import type { RenderedEmail } from '../../mail/templates/render.ts';

/** `reason` is staff's, in the family's language; `documentType` the document's type (`passport`, `consent`…). */
export type DocumentRejectedData = {
  url: string;
  travellerName: string;
  tripTitle: string;
  documentType: string;
  reason: string;
};

const DOCUMENT_NAMES: Record<Locale, Record<TravellerDocumentType, string>> = {
  el: {
    passport: 'το διαβατήριο',
    id_card: 'την ταυτότητα',
    consent: 'την υπεύθυνη δήλωση',
    travel_authorisation: 'την εξουσιοδότηση ταξιδιού ανηλίκου',
    other: 'το έγγραφο',
  },
  en: {
    passport: 'the passport',
    id_card: 'the identity card',
    consent: 'the consent form',
    travel_authorisation: 'the travel authorisation letter',
    other: 'the document',
  },
};

/** Sent when staff reject an uploaded document (docs/product/documents.md#staff-review). */
export function renderDocumentRejected(locale: Locale, data: DocumentRejectedData): RenderedEmail {
  const names: Record<string, string> = DOCUMENT_NAMES[locale];
  const document = names[data.documentType] ?? names.other!;
  return renderRefusalEmail(
    locale,
    data,
    locale === 'el'
      ? {
          subject: `Χρειαζόμαστε νέο αρχείο για τον ταξιδιώτη ${data.travellerName}`,
          refused: `Δεν μπορέσαμε να δεχτούμε ${document} που ανεβάσατε για τον ταξιδιώτη ${data.travellerName} (ταξίδι «${data.tripTitle}»).`,
          next: 'Παρακαλούμε ανεβάστε νέο αρχείο στη σελίδα «Το ταξίδι μου».',
        }
      : {
          subject: `We need a new file for ${data.travellerName}`,
          refused: `We could not accept ${document} you uploaded for ${data.travellerName} (trip "${data.tripTitle}").`,
          next: 'Please upload a new file on My Voyage.',
        },
  );
}

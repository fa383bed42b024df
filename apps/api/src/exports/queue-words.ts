import type { DOCUMENT_TYPES, DocumentStatus, Locale, PaymentMethod, PaymentStatus } from '@voyage/domain';

type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A payment's and a document's status, method and type in words, as the staff queues write them in each language. */
export const PAYMENT_STATUS_WORDS: Readonly<Record<Locale, Record<PaymentStatus, string>>> = {
  en: { pending: 'Processing', approved: 'Received', rejected: 'Rejected', withdrawn: 'Withdrawn' },
  el: { pending: 'Σε επεξεργασία', approved: 'Παραλήφθηκε', rejected: 'Απορρίφθηκε', withdrawn: 'Αποσύρθηκε' },
};

export const PAYMENT_METHOD_WORDS: Readonly<Record<Locale, Record<PaymentMethod, string>>> = {
  en: { transfer: 'Bank transfer', cash: 'Cash' },
  el: { transfer: 'Τραπεζική μεταφορά', cash: 'Μετρητά' },
};

export const DOCUMENT_STATUS_WORDS: Readonly<Record<Locale, Record<DocumentStatus, string>>> = {
  en: { pending: 'Processing', approved: 'Accepted', rejected: 'Rejected', withdrawn: 'Withdrawn' },
  el: { pending: 'Σε επεξεργασία', approved: 'Έγινε δεκτό', rejected: 'Απορρίφθηκε', withdrawn: 'Αποσύρθηκε' },
};

export const DOCUMENT_TYPE_WORDS: Readonly<Record<Locale, Record<DocumentType, string>>> = {
  en: {
    passport: 'Passport',
    id_card: 'ID card',
    consent: 'Consent form',
    travel_authorisation: 'Travel authorisation letter',
    other: 'Other',
  },
  el: {
    passport: 'Διαβατήριο',
    id_card: 'Ταυτότητα',
    consent: 'Έντυπο συγκατάθεσης',
    travel_authorisation: 'Εξουσιοδότηση ταξιδιού ανηλίκου',
    other: 'Άλλο',
  },
};

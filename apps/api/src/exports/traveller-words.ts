import type { District, Gender, Locale, RegistrationStatus } from '@voyage/domain';

/** A traveller's gender, status and district in words, as the admin screens write them in each language. */
export const GENDER_WORDS: Readonly<Record<Locale, Record<Gender, string>>> = {
  en: { male: 'Male', female: 'Female', other: 'Other' },
  el: { male: 'Άρρεν', female: 'Θήλυ', other: 'Άλλο' },
};

export const STATUS_WORDS: Readonly<Record<Locale, Record<RegistrationStatus, string>>> = {
  en: { pending: 'Processing', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled', deleted: 'Deleted' },
  el: {
    pending: 'Σε επεξεργασία',
    approved: 'Εγκρίθηκε',
    rejected: 'Απορρίφθηκε',
    cancelled: 'Ακυρώθηκε',
    deleted: 'Διαγράφηκε',
  },
};

export const DISTRICT_WORDS: Readonly<Record<Locale, Record<District, string>>> = {
  en: { lemesos: 'Lemesos', lefkosia: 'Lefkosia', larnaca: 'Larnaca', paphos: 'Paphos', famagusta: 'Famagusta' },
  el: { lemesos: 'Λεμεσός', lefkosia: 'Λευκωσία', larnaca: 'Λάρνακα', paphos: 'Πάφος', famagusta: 'Αμμόχωστος' },
};

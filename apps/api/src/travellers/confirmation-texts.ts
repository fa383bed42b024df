import type { Locale, RegistrationStatus } from '@voyage/domain';

/** Every fixed word of the printable confirmation, in one language (docs/product/my-voyage.md#printable-confirmation). */
export type ConfirmationWords = {
  title: string;
  /** "Printed on 3 December 2026". */
  printedOn: (day: string) => string;
  tripHeading: string;
  travellerHeading: string;
  paymentHeading: string;
  todoHeading: string;
  labels: {
    trip: string;
    dates: string;
    departure: string;
    flights: string;
    fullName: string;
    school: string;
    personalCode: string;
    paymentReference: string;
    status: string;
    price: string;
    beneficiary: string;
    received: string;
    processing: string;
    toPay: string;
  };
  status: Record<RegistrationStatus, string>;
  instalment: { due: string; paid: string; processing: string; owed: string; overdue: string };
  /** Said in place of the reference and code before approval. */
  notYet: string;
  todo: {
    pay: (amount: string, label: string, day: string) => string;
    payOverdue: (amount: string, label: string, day: string) => string;
    consent: (deadline: string | null) => string;
    consentAgain: string;
    idDocument: string;
    idDocumentAgain: string;
    travelAuthorisation: string;
    travelAuthorisationAgain: string;
    health: string;
    waitForReview: string;
    nothing: string;
    closed: string;
  };
  footer: (tripTitle: string) => string;
};

const ENGLISH: ConfirmationWords = {
  title: 'Registration confirmation',
  printedOn: (day) => `Printed on ${day}`,
  tripHeading: 'The trip',
  travellerHeading: 'The traveller',
  paymentHeading: 'Payment plan',
  todoHeading: 'Still to do',
  labels: {
    trip: 'Trip',
    dates: 'Dates',
    departure: 'Departure',
    flights: 'Flights',
    fullName: 'Full name',
    school: 'School',
    personalCode: 'Personal code',
    paymentReference: 'Payment reference (RF)',
    status: 'Registration status',
    price: 'Price for this traveller',
    beneficiary: 'Pay to',
    received: 'Received',
    processing: 'Waiting for confirmation',
    toPay: 'Still to pay',
  },
  status: {
    pending: 'Processing',
    approved: 'Approved',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
    deleted: 'Deleted',
  },
  instalment: { due: 'due', paid: 'Paid', processing: 'Waiting for confirmation', owed: 'To pay', overdue: 'Overdue' },
  notYet: 'Given once the registration is approved',
  todo: {
    pay: (amount, label, day) => `Pay ${amount} (${label}) by ${day}.`,
    payOverdue: (amount, label, day) => `Pay ${amount} (${label}): it was due on ${day}.`,
    consent: (deadline) =>
      deadline
        ? `Upload the consent form, signed by a parent or guardian, by ${deadline}.`
        : 'Upload the consent form, signed by a parent or guardian.',
    consentAgain: 'Upload the signed consent form again: the last one was not accepted.',
    idDocument: 'Upload a scan of the passport or ID card the child travels with.',
    idDocumentAgain: 'Upload the passport or ID card again: the last scan was not accepted.',
    travelAuthorisation: 'Upload the travel authorisation letter, signed by both parents.',
    travelAuthorisationAgain: 'Upload the signed travel authorisation letter again: the last one was not accepted.',
    health: 'Complete the health and emergency record.',
    waitForReview: 'Nothing for now: the Institute reviews the registration and writes to you by e-mail.',
    nothing: 'Nothing: everything asked for has been sent.',
    closed: 'Nothing: the registration is closed.',
  },
  footer: (tripTitle) => `Voyage · ${tripTitle} · Registration confirmation`,
};

const GREEK: ConfirmationWords = {
  title: 'Επιβεβαίωση εγγραφής',
  printedOn: (day) => `Εκτυπώθηκε στις ${day}`,
  tripHeading: 'Το ταξίδι',
  travellerHeading: 'Ο μαθητής ή η μαθήτρια',
  paymentHeading: 'Πρόγραμμα πληρωμών',
  todoHeading: 'Τι απομένει',
  labels: {
    trip: 'Ταξίδι',
    dates: 'Ημερομηνίες',
    departure: 'Αναχώρηση',
    flights: 'Πτήσεις',
    fullName: 'Ονοματεπώνυμο',
    school: 'Σχολείο',
    personalCode: 'Προσωπικός κωδικός',
    paymentReference: 'Κωδικός αναφοράς πληρωμής (RF)',
    status: 'Κατάσταση εγγραφής',
    price: 'Τιμή για αυτόν τον ταξιδιώτη',
    beneficiary: 'Δικαιούχος',
    received: 'Ελήφθησαν',
    processing: 'Αναμένουν επιβεβαίωση',
    toPay: 'Υπόλοιπο',
  },
  status: {
    pending: 'Σε επεξεργασία',
    approved: 'Εγκρίθηκε',
    rejected: 'Απορρίφθηκε',
    cancelled: 'Ακυρώθηκε',
    deleted: 'Διαγράφηκε',
  },
  instalment: {
    due: 'έως',
    paid: 'Εξοφλήθηκε',
    processing: 'Αναμένει επιβεβαίωση',
    owed: 'Προς πληρωμή',
    overdue: 'Εκπρόθεσμη',
  },
  notYet: 'Δίνεται μόλις εγκριθεί η εγγραφή',
  todo: {
    pay: (amount, label, day) => `Πληρώστε ${amount} (${label}) έως τις ${day}.`,
    payOverdue: (amount, label, day) => `Πληρώστε ${amount} (${label}): η προθεσμία ήταν στις ${day}.`,
    consent: (deadline) =>
      deadline
        ? `Ανεβάστε το έντυπο συγκατάθεσης, υπογεγραμμένο από γονέα ή κηδεμόνα, έως τις ${deadline}.`
        : 'Ανεβάστε το έντυπο συγκατάθεσης, υπογεγραμμένο από γονέα ή κηδεμόνα.',
    consentAgain: 'Ανεβάστε ξανά το υπογεγραμμένο έντυπο συγκατάθεσης: το προηγούμενο δεν έγινε δεκτό.',
    idDocument: 'Ανεβάστε σάρωση του διαβατηρίου ή της ταυτότητας με την οποία ταξιδεύει το παιδί.',
    idDocumentAgain: 'Ανεβάστε ξανά το διαβατήριο ή την ταυτότητα: η προηγούμενη σάρωση δεν έγινε δεκτή.',
    travelAuthorisation: 'Ανεβάστε την εξουσιοδότηση ταξιδιού ανηλίκου, υπογεγραμμένη και από τους δύο γονείς.',
    travelAuthorisationAgain:
      'Ανεβάστε ξανά την υπογεγραμμένη εξουσιοδότηση ταξιδιού ανηλίκου: η προηγούμενη δεν έγινε δεκτή.',
    health: 'Συμπληρώστε το δελτίο υγείας και επικοινωνίας έκτακτης ανάγκης.',
    waitForReview: 'Τίποτα προς το παρόν: το Ινστιτούτο εξετάζει την εγγραφή και θα σας γράψει με e-mail.',
    nothing: 'Τίποτα: έχουν σταλεί όλα όσα ζητήθηκαν.',
    closed: 'Τίποτα: η εγγραφή έχει κλείσει.',
  },
  footer: (tripTitle) => `Voyage · ${tripTitle} · Επιβεβαίωση εγγραφής`,
};

export function confirmationWords(locale: Locale): ConfirmationWords {
  return locale === 'el' ? GREEK : ENGLISH;
}

import type { Locale } from '@voyage/domain';

/** What the consent form's wording needs; dates already written in the reader's language. */
export type ConsentFormWordsData = {
  tripTitle: string;
  /** "20 – 26 March 2027". */
  tripDates: string;
  /** The last day to upload the signed form, or null when none is set. */
  deadline: string | null;
};

/** Every word on the consent form, in one language (docs/product/documents.md#consent-form). */
export type ConsentFormWords = {
  title: string;
  travellerHeading: string;
  labels: {
    fullName: string;
    dateOfBirth: string;
    school: string;
    personalCode: string;
    guardianName: string;
  };
  consentHeading: string;
  paragraphs: readonly string[];
  signatureHeading: string;
  placeAndDate: string;
  signature: string;
  uploadHint: string;
  /** The footer of every page: what the file is, in a few words. */
  footer: string;
};

/** The form's texts: short and formal, the same promises in both languages. */
export function consentFormWords(locale: Locale, data: ConsentFormWordsData): ConsentFormWords {
  if (locale === 'el') {
    return {
      title: 'Έντυπο συγκατάθεσης γονέα ή κηδεμόνα',
      travellerHeading: 'Στοιχεία μαθητή ή μαθήτριας',
      labels: {
        fullName: 'Ονοματεπώνυμο',
        dateOfBirth: 'Ημερομηνία γέννησης',
        school: 'Σχολείο',
        personalCode: 'Προσωπικός κωδικός',
        guardianName: 'Γονέας ή κηδεμόνας',
      },
      consentHeading: 'Δήλωση',
      paragraphs: [
        `Ο/Η υπογράφων/υπογράφουσα, γονέας ή κηδεμόνας του παραπάνω μαθητή ή μαθήτριας, συγκατατίθεμαι να συμμετάσχει στο σχολικό ταξίδι «${data.tripTitle}» (${data.tripDates}) υπό την εποπτεία των συνοδών του Ινστιτούτου, και αποδέχομαι το πρόγραμμα, τους κανόνες συμπεριφοράς και τους όρους συμμετοχής.`,
        'Εξουσιοδοτώ τους συνοδούς να παράσχουν ή να ζητήσουν πρώτες βοήθειες και κάθε αναγκαία ιατρική φροντίδα σε περίπτωση έκτακτης ανάγκης, αν δεν είναι δυνατό να ειδοποιηθώ έγκαιρα. Βεβαιώνω ότι έχω ενημερώσει γραπτώς το Ινστιτούτο για κάθε πρόβλημα υγείας, αλλεργία ή φαρμακευτική αγωγή του παιδιού.',
        'Συμφωνώ ότι φωτογραφίες και βίντεο της ομάδας που λαμβάνονται κατά τη διάρκεια του ταξιδιού μπορούν να χρησιμοποιηθούν από το Ινστιτούτο για την ενημέρωση των οικογενειών και την παρουσίαση του ταξιδιού, χωρίς να αναφέρονται ονόματα μαθητών. Μπορώ να ανακαλέσω αυτή τη συγκατάθεση οποτεδήποτε, με γραπτό μήνυμα προς το Ινστιτούτο.',
      ],
      signatureHeading: 'Υπογραφή',
      placeAndDate: 'Τόπος και ημερομηνία',
      signature: 'Υπογραφή γονέα ή κηδεμόνα',
      uploadHint: data.deadline
        ? `Ανεβάστε το υπογεγραμμένο έντυπο στη σελίδα «Το ταξίδι μου» έως τις ${data.deadline}.`
        : 'Ανεβάστε το υπογεγραμμένο έντυπο στη σελίδα «Το ταξίδι μου».',
      footer: `Voyage · ${data.tripTitle} · Έντυπο συγκατάθεσης`,
    };
  }
  return {
    title: 'Parental consent form',
    travellerHeading: 'Student',
    labels: {
      fullName: 'Full name',
      dateOfBirth: 'Date of birth',
      school: 'School',
      personalCode: 'Personal code',
      guardianName: 'Parent or guardian',
    },
    consentHeading: 'Declaration',
    paragraphs: [
      `I, the undersigned parent or guardian of the student named above, consent to their taking part in the school trip “${data.tripTitle}” (${data.tripDates}) under the supervision of the Institute’s escorts, and I accept the programme, the rules of conduct and the terms and conditions.`,
      'I authorise the escorts to give or seek first aid and any necessary medical care in an emergency, if I cannot be reached in time. I confirm that I have told the Institute in writing of any health condition, allergy or medication of my child.',
      'I agree that photographs and videos of the group taken during the trip may be used by the Institute to keep families informed and to present the trip, without naming any student. I may withdraw this consent at any time by writing to the Institute.',
    ],
    signatureHeading: 'Signature',
    placeAndDate: 'Place and date',
    signature: 'Signature of the parent or guardian',
    uploadHint: data.deadline
      ? `Upload the signed form on My Voyage by ${data.deadline}.`
      : 'Upload the signed form on My Voyage.',
    footer: `Voyage · ${data.tripTitle} · Consent form`,
  };
}

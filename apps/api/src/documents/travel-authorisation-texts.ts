import type { FlightDirection, IdDocumentType, TravelAuthorisationLanguage } from '@voyage/domain';

/** What the letter's sentences need; dates already written in the reader's language. */
export type TravelAuthorisationWordsData = {
  tripTitle: string;
  /** "20 – 26 March 2027". */
  tripDates: string;
  /** Where the trip goes, as the trip is named ("Paris"). */
  destination: string;
  /** The last day to upload the signed letter. */
  dueDate: string;
};

/** Every word on the travel authorisation letter, in one language (docs/product/documents.md#travel-authorisation-letter). */
export type TravelAuthorisationWords = {
  title: string;
  subtitle: string;
  childHeading: string;
  labels: {
    surname: string;
    givenNames: string;
    dateOfBirth: string;
    nationality: string;
    document: string;
    documentNumber: string;
  };
  documentTypes: Record<IdDocumentType, string>;
  /** Beside a blank the guardians fill in themselves (the document's details not given yet). */
  byHand: string;
  tripHeading: string;
  tripLabels: {
    trip: string;
    destination: string;
    dates: string;
    accommodation: string;
    escorts: string;
  } & Record<FlightDirection, string>;
  /** Instead of the escorts' names while the departure has none named yet. */
  escortsToCome: string;
  declarationHeading: string;
  paragraphs: readonly string[];
  signaturesHeading: string;
  guardians: readonly [string, string];
  signatureLabels: { fullName: string; idNumber: string; signature: string; placeAndDate: string };
  /** When one parent alone holds parental responsibility. */
  soleGuardian: string;
  uploadHint: string;
  /** The footer of every page: what the file is, in a few words. */
  footer: string;
};

/**
 * The letter's texts: formal and short, the same promises in the three languages. Greek and English as the
 * product writes; French for the authorities at the destination.
 */
export function travelAuthorisationWords(
  language: TravelAuthorisationLanguage,
  data: TravelAuthorisationWordsData,
): TravelAuthorisationWords {
  switch (language) {
    case 'el':
      return {
        title: 'Εξουσιοδότηση ταξιδιού ανηλίκου',
        subtitle: 'Υπεύθυνη δήλωση συναίνεσης των γονέων για ταξίδι ανηλίκου στο εξωτερικό',
        childHeading: 'Στοιχεία του ανηλίκου, όπως στο διαβατήριο ή στην ταυτότητα',
        labels: {
          surname: 'Επώνυμο',
          givenNames: 'Όνομα',
          dateOfBirth: 'Ημερομηνία γέννησης',
          nationality: 'Υπηκοότητα',
          document: 'Ταξιδιωτικό έγγραφο',
          documentNumber: 'Αριθμός εγγράφου',
        },
        documentTypes: { passport: 'Διαβατήριο', id_card: 'Δελτίο ταυτότητας' },
        byHand: '………………………… (συμπληρώνεται με το χέρι)',
        tripHeading: 'Το ταξίδι',
        tripLabels: {
          trip: 'Ταξίδι',
          destination: 'Προορισμός',
          dates: 'Ημερομηνίες',
          accommodation: 'Διαμονή',
          escorts: 'Συνοδοί',
          outbound: 'Πτήση αναχώρησης',
          inbound: 'Πτήση επιστροφής',
        },
        escortsToCome: 'Θα οριστούν από το Ινστιτούτο πριν από την αναχώρηση',
        declarationHeading: 'Δήλωση',
        paragraphs: [
          `Εμείς, οι υπογράφοντες γονείς ή νόμιμοι κηδεμόνες του παραπάνω ανηλίκου, που ασκούμε τη γονική μέριμνα, συναινούμε να ταξιδέψει χωρίς εμάς με προορισμό ${data.destination} (${data.tripDates}), στο σχολικό ταξίδι «${data.tripTitle}» του Ινστιτούτου, υπό την επίβλεψη των συνοδών που αναφέρονται παραπάνω, και να αναχωρήσει από την Κυπριακή Δημοκρατία και να επιστρέψει σε αυτήν μαζί τους. Δηλώνουμε υπεύθυνα ότι τα παραπάνω στοιχεία είναι αληθή.`,
        ],
        signaturesHeading: 'Υπογραφές των γονέων ή κηδεμόνων',
        guardians: ['Πρώτος γονέας ή κηδεμόνας', 'Δεύτερος γονέας ή κηδεμόνας'],
        signatureLabels: {
          fullName: 'Ονοματεπώνυμο',
          idNumber: 'Αριθμός ταυτότητας ή διαβατηρίου',
          signature: 'Υπογραφή',
          placeAndDate: 'Τόπος και ημερομηνία',
        },
        soleGuardian:
          'Αν τη γονική μέριμνα ασκεί μόνο ένας γονέας, υπογράφει μόνος του και επισυνάπτει το έγγραφο που το αποδεικνύει (για παράδειγμα δικαστική απόφαση).',
        uploadHint: `Ανεβάστε το υπογεγραμμένο έγγραφο στη σελίδα «Το ταξίδι μου» έως τις ${data.dueDate} και κρατήστε το πρωτότυπο.`,
        footer: `Voyage · ${data.tripTitle} · Εξουσιοδότηση ταξιδιού ανηλίκου`,
      };
    case 'fr':
      return {
        title: 'Autorisation de voyage d’un mineur',
        subtitle: 'Autorisation parentale de sortie du territoire d’un mineur non accompagné par ses parents',
        childHeading: 'L’enfant mineur, tel qu’inscrit sur son passeport ou sa carte d’identité',
        labels: {
          surname: 'Nom',
          givenNames: 'Prénom(s)',
          dateOfBirth: 'Date de naissance',
          nationality: 'Nationalité',
          document: 'Document de voyage',
          documentNumber: 'Numéro du document',
        },
        documentTypes: { passport: 'Passeport', id_card: 'Carte d’identité' },
        byHand: '………………………… (à compléter à la main)',
        tripHeading: 'Le voyage',
        tripLabels: {
          trip: 'Voyage',
          destination: 'Destination',
          dates: 'Dates',
          accommodation: 'Hébergement',
          escorts: 'Accompagnateurs',
          outbound: 'Vol aller',
          inbound: 'Vol retour',
        },
        escortsToCome: 'Désignés par l’Institut avant le départ',
        declarationHeading: 'Déclaration',
        paragraphs: [
          `Nous, soussignés, parents ou représentants légaux du mineur désigné ci-dessus, titulaires de l’autorité parentale, l’autorisons à voyager sans nous à destination de ${data.destination} (${data.tripDates}), dans le cadre du voyage scolaire « ${data.tripTitle} » organisé par l’Institut, sous la responsabilité des accompagnateurs désignés ci-dessus, ainsi qu’à quitter le territoire de la République de Chypre et à y revenir avec eux. Nous certifions sur l’honneur l’exactitude des informations ci-dessus.`,
        ],
        signaturesHeading: 'Signatures des parents ou représentants légaux',
        guardians: ['Premier parent ou représentant légal', 'Second parent ou représentant légal'],
        signatureLabels: {
          fullName: 'Nom et prénom',
          idNumber: 'N° de carte d’identité ou de passeport',
          signature: 'Signature',
          placeAndDate: 'Lieu et date',
        },
        soleGuardian:
          'Si un seul parent exerce l’autorité parentale, il signe seul et joint le document qui l’atteste (par exemple une décision de justice).',
        uploadHint: `Déposez la lettre signée sur My Voyage (« Το ταξίδι μου ») au plus tard le ${data.dueDate} et conservez l’original signé.`,
        footer: `Voyage · ${data.tripTitle} · Autorisation de voyage d’un mineur`,
      };
    default:
      return {
        title: 'Travel authorisation letter',
        subtitle: 'Parental consent for a minor to travel abroad without their parents',
        childHeading: 'The minor, as written in their passport or ID card',
        labels: {
          surname: 'Surname',
          givenNames: 'Given names',
          dateOfBirth: 'Date of birth',
          nationality: 'Nationality',
          document: 'Travel document',
          documentNumber: 'Document number',
        },
        documentTypes: { passport: 'Passport', id_card: 'Identity card' },
        byHand: '………………………… (to be filled in by hand)',
        tripHeading: 'The trip',
        tripLabels: {
          trip: 'Trip',
          destination: 'Destination',
          dates: 'Dates',
          accommodation: 'Accommodation',
          escorts: 'Escorts',
          outbound: 'Outbound flight',
          inbound: 'Return flight',
        },
        escortsToCome: 'To be named by the Institute before the departure',
        declarationHeading: 'Declaration',
        paragraphs: [
          `We, the undersigned parents or legal guardians of the minor named above, who hold parental responsibility, consent to the minor travelling without us to ${data.destination} (${data.tripDates}) on the Institute’s school trip “${data.tripTitle}”, in the care of the escorts named above, and to the minor leaving the Republic of Cyprus and returning to it with them. We solemnly declare that the information above is true.`,
        ],
        signaturesHeading: 'Signatures of the parents or guardians',
        guardians: ['First parent or guardian', 'Second parent or guardian'],
        signatureLabels: {
          fullName: 'Full name',
          idNumber: 'ID card or passport number',
          signature: 'Signature',
          placeAndDate: 'Place and date',
        },
        soleGuardian:
          'If only one parent holds parental responsibility, that parent signs alone and attaches the document that shows it (such as a court decision).',
        uploadHint: `Upload the signed letter on My Voyage by ${data.dueDate}, and keep the signed original.`,
        footer: `Voyage · ${data.tripTitle} · Travel authorisation letter`,
      };
  }
}

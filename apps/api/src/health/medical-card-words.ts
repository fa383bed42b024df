import type { AllergySeverity, MedicineKeeper } from '@voyage/domain';

/**
 * The medical card's fixed words (docs/product/health.md#medical-card), for a doctor abroad: French first, then
 * English. What the family typed is printed as typed.
 */
export const MEDICAL_CARD_LANGUAGES = ['fr', 'en'] as const;
export type MedicalCardLanguage = (typeof MEDICAL_CARD_LANGUAGES)[number];

type CardWords = {
  title: string;
  trip: string;
  made: string;
  identity: string;
  name: string;
  dateOfBirth: string;
  nationality: string;
  canSwim: string;
  allergies: string;
  allergen: string;
  severity: string;
  adrenaline: string;
  severities: Record<AllergySeverity, string>;
  medicines: string;
  medicine: string;
  dose: string;
  times: string;
  keptBy: string;
  keepers: Record<MedicineKeeper, string>;
  conditions: string;
  asthma: string;
  diabetes: string;
  epilepsy: string;
  other: string;
  contacts: string;
  relation: string;
  phone: string;
  guardian: string;
  doctorAndInsurance: string;
  doctor: string;
  ehic: string;
  validUntil: string;
  yes: string;
  no: string;
  none: string;
  notGiven: string;
};

export const MEDICAL_CARD_WORDS: Readonly<Record<MedicalCardLanguage, CardWords>> = {
  fr: {
    title: 'Fiche médicale',
    trip: 'Voyage scolaire',
    made: 'Établie le',
    identity: 'Identité',
    name: 'Nom',
    dateOfBirth: 'Date de naissance',
    nationality: 'Nationalité',
    canSwim: 'Sait nager',
    allergies: 'Allergies',
    allergen: 'Allergène',
    severity: 'Gravité',
    adrenaline: 'Anaphylaxie : porte un stylo d’adrénaline',
    severities: { mild: 'légère', moderate: 'modérée', severe: 'sévère' },
    medicines: 'Médicaments',
    medicine: 'Médicament',
    dose: 'Dose',
    times: 'Heures',
    keptBy: 'Gardé par',
    keepers: { child: 'l’enfant', escort: 'l’accompagnateur' },
    conditions: 'Affections',
    asthma: 'Asthme',
    diabetes: 'Diabète',
    epilepsy: 'Épilepsie',
    other: 'Autres',
    contacts: 'Personnes à prévenir',
    relation: 'Lien',
    phone: 'Téléphone',
    guardian: 'Responsable légal',
    doctorAndInsurance: 'Médecin traitant et assurance',
    doctor: 'Médecin traitant',
    ehic: 'Carte européenne d’assurance maladie',
    validUntil: 'Valable jusqu’au',
    yes: 'Oui',
    no: 'Non',
    none: 'Aucun',
    notGiven: 'Non renseigné par la famille',
  },
  en: {
    title: 'Medical card',
    trip: 'School trip',
    made: 'Made on',
    identity: 'Identity',
    name: 'Name',
    dateOfBirth: 'Date of birth',
    nationality: 'Nationality',
    canSwim: 'Can swim',
    allergies: 'Allergies',
    allergen: 'Allergen',
    severity: 'Severity',
    adrenaline: 'Anaphylaxis: carries an adrenaline auto-injector',
    severities: { mild: 'mild', moderate: 'moderate', severe: 'severe' },
    medicines: 'Medicines',
    medicine: 'Medicine',
    dose: 'Dose',
    times: 'Times',
    keptBy: 'Kept by',
    keepers: { child: 'the child', escort: 'the escort' },
    conditions: 'Conditions',
    asthma: 'Asthma',
    diabetes: 'Diabetes',
    epilepsy: 'Epilepsy',
    other: 'Other',
    contacts: 'People to call',
    relation: 'Relation',
    phone: 'Phone',
    guardian: 'Guardian',
    doctorAndInsurance: 'Family doctor and insurance',
    doctor: 'Family doctor',
    ehic: 'European health insurance card',
    validUntil: 'Valid until',
    yes: 'Yes',
    no: 'No',
    none: 'None',
    notGiven: 'Not given by the family',
  },
};

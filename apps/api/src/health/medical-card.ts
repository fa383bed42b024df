import { countryName, type HealthRecord } from '@voyage/domain';
import type { ExportColumn, ExportDocument, ExportSection } from '../exports/export-table.ts';
import { MEDICAL_CARD_LANGUAGES, MEDICAL_CARD_WORDS, type MedicalCardLanguage } from './medical-card-words.ts';
import type { MedicalCardTraveller } from './queries/health-records.ts';

/**
 * The medical card as a document the PDF writer lays out (docs/product/health.md#medical-card): the same
 * sections in French, then in English from a new page, each a small table a doctor reads at a glance.
 */
type Words = (typeof MEDICAL_CARD_WORDS)[MedicalCardLanguage];

const text = (key: string, header: string, width: number): ExportColumn => ({ key, header, kind: 'text', width });

/** A section of one table, or its note when the family saved none (`none`) or has not answered (`null`). */
function table(
  title: string,
  columns: readonly ExportColumn[],
  rows: readonly Record<string, string | null>[] | null,
  words: Words,
): ExportSection {
  if (rows === null) return { title, columns: [], rows: [], notes: [words.notGiven] };
  if (rows.length === 0) return { title, columns: [], rows: [], notes: [words.none] };
  return { title, columns, rows };
}

function yesNo(value: boolean | undefined, words: Words): string {
  return value === undefined ? words.notGiven : value ? words.yes : words.no;
}

function sections(
  traveller: MedicalCardTraveller,
  record: HealthRecord,
  language: MedicalCardLanguage,
): ExportSection[] {
  const words = MEDICAL_CARD_WORDS[language];
  const { allergies, medicines, conditions, contacts } = record;
  const identity: ExportSection = {
    title: words.identity,
    columns: [
      text('name', words.name, 34),
      { key: 'dateOfBirth', header: words.dateOfBirth, kind: 'date', width: 18 },
      text('nationality', words.nationality, 20),
      text('canSwim', words.canSwim, 18),
    ],
    rows: [
      {
        name: `${traveller.lastName} ${traveller.firstName}`,
        dateOfBirth: traveller.dateOfBirth,
        nationality: traveller.nationality ? countryName(traveller.nationality, language) : '',
        canSwim: yesNo(conditions?.canSwim, words),
      },
    ],
  };
  const allergyRows = allergies?.map((allergy) => ({
    what: allergy.what,
    severity: words.severities[allergy.severity],
    adrenaline: allergy.anaphylaxis ? words.yes : words.no,
  }));
  const medicineRows = medicines?.map((medicine) => ({
    name: medicine.name,
    dose: medicine.dose,
    times: [...medicine.times].sort().join(', '),
    keptBy: words.keepers[medicine.keptBy],
  }));
  const conditionRows = conditions && [
    {
      asthma: yesNo(conditions.asthma, words),
      diabetes: yesNo(conditions.diabetes, words),
      epilepsy: yesNo(conditions.epilepsy, words),
      other: conditions.other,
    },
  ];
  const people = [
    { name: traveller.guardianName, relation: words.guardian, phone: traveller.guardianPhone },
    ...(contacts?.contacts ?? []),
  ];
  const doctorRows = contacts && [
    {
      doctor: [contacts.doctorName, contacts.doctorPhone].filter(Boolean).join(', '),
      ehic: contacts.ehicNumber,
      validUntil: contacts.ehicExpiresOn,
    },
  ];
  return [
    identity,
    table(
      words.allergies,
      [
        text('what', words.allergen, 40),
        text('severity', words.severity, 16),
        text('adrenaline', words.adrenaline, 34),
      ],
      allergyRows ?? null,
      words,
    ),
    table(
      words.medicines,
      [
        text('name', words.medicine, 30),
        text('dose', words.dose, 24),
        text('times', words.times, 18),
        text('keptBy', words.keptBy, 18),
      ],
      medicineRows ?? null,
      words,
    ),
    table(
      words.conditions,
      [
        text('asthma', words.asthma, 12),
        text('diabetes', words.diabetes, 12),
        text('epilepsy', words.epilepsy, 12),
        text('other', words.other, 54),
      ],
      conditionRows ?? null,
      words,
    ),
    table(
      words.contacts,
      [text('name', words.name, 40), text('relation', words.relation, 26), text('phone', words.phone, 24)],
      people,
      words,
    ),
    table(
      words.doctorAndInsurance,
      [
        text('doctor', words.doctor, 40),
        text('ehic', words.ehic, 30),
        { key: 'validUntil', header: words.validUntil, kind: 'date', width: 20 },
      ],
      doctorRows ?? null,
      words,
    ),
  ];
}

/** The card of one traveller: French, then English from a new page; made on `day` (`YYYY-MM-DD`). */
export function medicalCardDocument(
  traveller: MedicalCardTraveller,
  record: HealthRecord,
  day: string,
): ExportDocument {
  const name = `${traveller.lastName} ${traveller.firstName}`;
  const [first, second] = MEDICAL_CARD_LANGUAGES.map((language) => MEDICAL_CARD_WORDS[language]);
  return {
    locale: 'en',
    language: 'fr-FR',
    title: `${first!.title} · ${second!.title} · ${name}`,
    subtitle: MEDICAL_CARD_LANGUAGES.map((language) => {
      const words = MEDICAL_CARD_WORDS[language];
      return `${words.trip} ${traveller.tripName.en} ${traveller.tripYear} · ${words.made} ${day.split('-').reverse().join('/')}`;
    }),
    sections: MEDICAL_CARD_LANGUAGES.flatMap((language, index) =>
      sections(traveller, record, language).map((section, at) =>
        index > 0 && at === 0
          ? { ...section, title: `${MEDICAL_CARD_WORDS[language].title} · ${section.title}`, startsPage: true }
          : section,
      ),
    ),
  };
}

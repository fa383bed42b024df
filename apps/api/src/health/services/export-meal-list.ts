import { EMPTY_HEALTH_RECORD, mealNeeds, tripDate, type Locale, type MealListFormat } from '@voyage/domain';
import { audit } from '../../audit/queries/audit-log.ts';
import type { Database } from '../../db/database.ts';
import { EXPORT_CONTENT_TYPES, type ExportColumn, type ExportFile } from '../../exports/export-table.ts';
import { exportFileName } from '../../exports/file-name.ts';
import { writeExport } from '../../exports/write-export.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { findRoomingDeparture, listRoomingTravellers } from '../../operations/queries/rooming.ts';
import { healthRowsOf } from '../queries/health-records.ts';
import { openRecord } from '../sealed-record.ts';

type MealListOptions = RequestOrigin & {
  db: Database;
  key: Buffer;
  actorUserId: string;
  departureId: number;
  format: MealListFormat;
  locale: Locale;
  now: Date;
};

const WORDS = {
  en: {
    title: 'Meal list',
    travellers: 'Travellers',
    made: 'Made on',
    count: (people: number, needs: number) =>
      `${people} travellers; ${needs} with a diet need or to ask the escort about`,
  },
  el: {
    title: 'Λίστα γευμάτων',
    travellers: 'Ταξιδιώτες',
    made: 'Δημιουργήθηκε',
    count: (people: number, needs: number) =>
      `${people} ταξιδιώτες· ${needs} με διατροφική ανάγκη ή για ερώτηση στον συνοδό`,
  },
} as const;

type MealKey = 'number' | 'lastName' | 'firstName' | 'school' | 'room' | 'diet' | 'allergy';

const COLUMNS: readonly ExportColumn<MealKey>[] = [
  { key: 'number', header: { en: 'No.', el: 'Α/Α' }, kind: 'number', width: 5 },
  { key: 'lastName', header: { en: 'Surname', el: 'Επώνυμο' }, kind: 'text', width: 16 },
  { key: 'firstName', header: { en: 'Given names', el: 'Όνομα' }, kind: 'text', width: 15 },
  { key: 'school', header: { en: 'School', el: 'Σχολείο' }, kind: 'text', width: 20 },
  { key: 'room', header: { en: 'Room', el: 'Δωμάτιο' }, kind: 'number', width: 8 },
  { key: 'diet', header: { en: 'Diet', el: 'Διατροφή' }, kind: 'text', width: 28 },
  { key: 'allergy', header: { en: 'Allergy', el: 'Αλλεργία' }, kind: 'text', width: 26 },
];

/**
 * `GET /api/admin/departures/:id/meal-list` (docs/product/health.md#meal-list): the departure's approved
 * travellers for the hotel's kitchen, by name, with their school and room, their diet in plain words and
 * whether to ask the escort; no condition, allergen, medicine or diagnosis and none of the family's words.
 * XLSX or PDF in the language asked for; the download is an audit row without a name.
 */
export async function exportMealList(options: MealListOptions): Promise<ExportFile> {
  const { db, key, departureId, format, locale, now } = options;
  const departure = await findRoomingDeparture(db, departureId);
  if (!departure) throw notFound('Departure');
  const travellers = (await listRoomingTravellers(db, departureId)).sort(
    (a, b) => byText(a.lastName, b.lastName) || byText(a.firstName, b.firstName) || byText(a.id, b.id),
  );
  const records = new Map(
    (
      await healthRowsOf(
        db,
        travellers.map((traveller) => traveller.id),
      )
    ).map((row) => [row.travellerId, row]),
  );
  const words = WORDS[locale];
  const rows = travellers.map((traveller, index) => {
    const row = records.get(traveller.id);
    const needs = mealNeeds(row ? openRecord(key, row) : EMPTY_HEALTH_RECORD, locale);
    return {
      number: index + 1,
      lastName: traveller.lastName,
      firstName: traveller.firstName,
      school: traveller.schoolName,
      room: traveller.room,
      diet: needs.diet,
      allergy: needs.allergy,
    };
  });
  const unknown = mealNeeds(EMPTY_HEALTH_RECORD, locale).diet;
  const withNeeds = rows.filter((row) => (row.diet && row.diet !== unknown) || row.allergy).length;
  const body = await writeExport(
    {
      locale,
      title: `${words.title} · ${departure.label[locale]}`,
      subtitle: [
        `${departure.tripName[locale]} ${departure.tripYear} · ${departure.hotel}`,
        `${words.made} ${tripDate(now)}`,
      ],
      sections: [{ title: words.travellers, columns: COLUMNS, rows, notes: [words.count(rows.length, withNeeds)] }],
    },
    format,
  );
  await audit(db, {
    ip: options.ip,
    requestId: options.requestId,
    actorUserId: options.actorUserId,
    action: 'health.meal-list',
    entityType: 'departure',
    entityId: String(departure.id),
    tripId: departure.tripId,
    details: { format, lang: locale, rows: rows.length },
  });
  return {
    fileName: exportFileName(
      ['meal-list', departure.tripName.en, departure.tripYear, departure.label.en, departure.outboundDate],
      format,
    ),
    contentType: EXPORT_CONTENT_TYPES[format],
    body,
  };
}

/** The manifest's order: names as stored, byte by byte, the same on every machine. */
function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

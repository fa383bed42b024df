import { roomingWarnings, type Locale, type RoomingListFormat } from '@voyage/domain';
import type { ExportDocument, ExportFile } from '../../exports/export-table.ts';
import { EXPORT_CONTENT_TYPES } from '../../exports/export-table.ts';
import { exportFileName } from '../../exports/file-name.ts';
import { GENDER_WORDS } from '../../exports/traveller-words.ts';
import { writeExport } from '../../exports/write-export.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findRoomingDeparture } from '../queries/rooming.ts';
import { roomingPeople } from './read-rooming.ts';

type ExportOptions = RequestOrigin & {
  db: Database;
  departureId: number;
  format: RoomingListFormat;
  locale: Locale;
  actorUserId: string;
};

const WORDS = {
  en: {
    title: 'Rooming list',
    rooms: 'Rooms',
    summary: (rooms: number, people: number) => `${rooms} rooms, ${people} travellers`,
    unplaced: (count: number) => `${count} travellers without a room yet`,
    stay: (checkIn: string, checkOut: string) => `Check-in ${checkIn} · Check-out ${checkOut}`,
    // The rooming screen's words for a room of more than one gender (apps/web/src/locales/en/rooming.json).
    mixedGenders: (room: number) => `Room ${room} has travellers of more than one gender.`,
    mixedFlag: 'Mixed genders',
    locked: 'Final (locked)',
    draft: 'Draft (not locked)',
  },
  el: {
    title: 'Λίστα δωματίων',
    rooms: 'Δωμάτια',
    summary: (rooms: number, people: number) => `${rooms} δωμάτια, ${people} ταξιδιώτες`,
    unplaced: (count: number) => `${count} ταξιδιώτες χωρίς δωμάτιο ακόμη`,
    stay: (checkIn: string, checkOut: string) => `Άφιξη ${checkIn} · Αναχώρηση ${checkOut}`,
    // Οι λέξεις της οθόνης δωματίων (apps/web/src/locales/el/rooming.json).
    mixedGenders: (room: number) => `Το δωμάτιο ${room} έχει ταξιδιώτες διαφορετικού φύλου.`,
    mixedFlag: 'Μικτό φύλο',
    locked: 'Τελική (κλειδωμένη)',
    draft: 'Πρόχειρη (όχι κλειδωμένη)',
  },
} as const;

const COLUMNS = [
  { key: 'room', header: { en: 'Room', el: 'Δωμάτιο' }, kind: 'number', width: 8 },
  { key: 'lastName', header: { en: 'Surname', el: 'Επώνυμο' }, kind: 'text', width: 22 },
  { key: 'firstName', header: { en: 'First name', el: 'Όνομα' }, kind: 'text', width: 22 },
  { key: 'gender', header: { en: 'Gender', el: 'Φύλο' }, kind: 'text', width: 10 },
  { key: 'school', header: { en: 'School', el: 'Σχολείο' }, kind: 'text', width: 30 },
  { key: 'check', header: { en: 'Check', el: 'Έλεγχος' }, kind: 'text', width: 14 },
] as const;

/**
 * `GET /api/admin/departures/:id/rooming/list` (docs/product/rooming.md#rooming-list): the hotel's list of
 * rooms, one line per traveller in room order, names in passport capitals as stored, gender and school,
 * a room of more than one gender flagged as the rooming screen flags it; the stay's check-in and check-out
 * days (the departure's outbound and return days) in the header; as a PDF (Greek in an embedded font), an
 * XLSX workbook or CSV, with the same columns, in English unless Greek is asked for. The
 * download is audited; an unknown departure is 404.
 */
export async function exportRoomingList({
  db,
  departureId,
  format,
  locale,
  actorUserId,
  ip,
  requestId,
}: ExportOptions): Promise<ExportFile> {
  const departure = await findRoomingDeparture(db, departureId);
  if (!departure) throw notFound('Departure');
  const { people, plan } = await roomingPeople(db, departureId);
  const placed = people.filter((person) => plan.has(person.id)).sort((a, b) => plan.get(a.id)! - plan.get(b.id)!);
  const words = WORDS[locale];
  const rooms = new Set(plan.values()).size;
  const mixedRooms = roomingWarnings(people, plan).flatMap((warning) =>
    warning.kind === 'mixed-genders' ? warning.rooms : [],
  );
  const document: ExportDocument = {
    locale,
    title: `${words.title} · ${departure.hotel}`,
    subtitle: [
      `${departure.tripName[locale]} ${departure.tripYear} · ${departure.label[locale]}`,
      words.stay(departure.outboundDate, departure.inboundDate),
      departure.roomingLockedAt ? words.locked : words.draft,
    ],
    sections: [
      {
        title: words.rooms,
        columns: COLUMNS,
        notes: [
          words.summary(rooms, placed.length),
          ...(placed.length < people.length ? [words.unplaced(people.length - placed.length)] : []),
          ...mixedRooms.map((room) => words.mixedGenders(room)),
        ],
        rows: placed.map((person) => ({
          room: plan.get(person.id)!,
          lastName: person.lastName,
          firstName: person.firstName,
          gender: GENDER_WORDS[locale][person.gender],
          school: person.schoolName,
          check: mixedRooms.includes(plan.get(person.id)!) ? words.mixedFlag : null,
        })),
      },
    ],
  };
  const body = await writeExport(document, format);
  await audit(db, {
    ip,
    requestId,
    actorUserId,
    action: 'rooming.list-downloaded',
    entityType: 'departure',
    entityId: String(departure.id),
    tripId: departure.tripId,
    details: { format, locale, travellers: placed.length },
  });
  return {
    fileName: exportFileName(['rooming-list', departure.label.en, departure.outboundDate], format),
    contentType: EXPORT_CONTENT_TYPES[format],
    body,
  };
}

import {
  hasGreekLetters,
  manifestChecks,
  manifestDocumentType,
  transliterateGreek,
  tripDate,
  type Flight,
  type Locale,
  type ManifestFormat,
} from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import {
  EXPORT_CONTENT_TYPES,
  type ExportColumn,
  type ExportFile,
  type ExportSection,
} from '../../exports/export-table.ts';
import { exportFileName } from '../../exports/file-name.ts';
import { GENDER_WORDS } from '../../exports/traveller-words.ts';
import { writeExport } from '../../exports/write-export.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { findManifestDeparture, listManifestTravellers, type ManifestDeparture } from '../queries/flight-manifest.ts';
import { auditExport } from '../../exports/audit-export.ts';

type ManifestOptions = RequestOrigin & {
  db: Database;
  actorUserId: string;
  departureId: number;
  format: ManifestFormat;
  locale: Locale;
  now: Date;
};

const WORDS = {
  en: {
    title: 'Flight manifest',
    passengers: 'Passengers',
    escorts: 'Escorts',
    outbound: 'Outbound',
    inbound: 'Return',
    made: 'Made on',
    count: (people: number, flagged: number) =>
      `${people} passengers; ${flagged} with a document to check (see the last column)`,
    noEscorts: 'No escorts assigned yet',
    documents: { passport: 'Passport', id_card: 'ID card' },
    flags: {
      idMissing: 'No passport or ID card accepted yet',
      passportPending: 'Passport pending review',
      idCardPending: 'ID card pending review',
      passportNumberMissing: 'Passport number missing',
      idCardNumberMissing: 'ID card number missing',
      idNumberMissing: 'Passport or ID card number missing',
      passportExpiryMissing: 'Passport expiry missing',
      idCardExpiryMissing: 'ID card expiry missing',
      issuingCountryMissing: 'Issuing country missing',
      nationalityMissing: 'Nationality missing',
      passportExpiresTooSoon: 'Passport expires less than six months after the return',
      idCardExpiresBeforeReturn: 'ID card expires before the return',
    },
  },
  el: {
    title: 'Κατάσταση επιβατών',
    passengers: 'Επιβάτες',
    escorts: 'Συνοδοί',
    outbound: 'Μετάβαση',
    inbound: 'Επιστροφή',
    made: 'Δημιουργήθηκε',
    count: (people: number, flagged: number) =>
      `${people} επιβάτες· ${flagged} με έγγραφο προς έλεγχο (βλ. τελευταία στήλη)`,
    noEscorts: 'Δεν έχουν οριστεί συνοδοί ακόμη',
    documents: { passport: 'Διαβατήριο', id_card: 'Ταυτότητα' },
    flags: {
      idMissing: 'Δεν έχει εγκριθεί διαβατήριο ή ταυτότητα',
      passportPending: 'Το διαβατήριο περιμένει έλεγχο',
      idCardPending: 'Η ταυτότητα περιμένει έλεγχο',
      passportNumberMissing: 'Λείπει ο αριθμός διαβατηρίου',
      idCardNumberMissing: 'Λείπει ο αριθμός ταυτότητας',
      idNumberMissing: 'Λείπει ο αριθμός διαβατηρίου ή ταυτότητας',
      passportExpiryMissing: 'Λείπει η λήξη του διαβατηρίου',
      idCardExpiryMissing: 'Λείπει η λήξη της ταυτότητας',
      issuingCountryMissing: 'Λείπει η χώρα έκδοσης',
      nationalityMissing: 'Λείπει η υπηκοότητα',
      passportExpiresTooSoon: 'Το διαβατήριο λήγει λιγότερο από έξι μήνες μετά την επιστροφή',
      idCardExpiresBeforeReturn: 'Η ταυτότητα λήγει πριν από την επιστροφή',
    },
  },
} as const;

type PassengerKey =
  | 'number'
  | 'lastName'
  | 'firstName'
  | 'gender'
  | 'dateOfBirth'
  | 'nationality'
  | 'documentType'
  | 'documentNumber'
  | 'issuingCountry'
  | 'expiresOn'
  | 'school'
  | 'check';

const PASSENGER_COLUMNS: readonly ExportColumn<PassengerKey>[] = [
  { key: 'number', header: { en: 'No.', el: 'Α/Α' }, kind: 'number', width: 5 },
  { key: 'lastName', header: { en: 'Surname', el: 'Επώνυμο' }, kind: 'text', width: 17 },
  { key: 'firstName', header: { en: 'Given names', el: 'Όνομα' }, kind: 'text', width: 16 },
  { key: 'gender', header: { en: 'Gender', el: 'Φύλο' }, kind: 'text', width: 9 },
  { key: 'dateOfBirth', header: { en: 'Date of birth', el: 'Ημ. γέννησης' }, kind: 'date', width: 12 },
  { key: 'nationality', header: { en: 'Nationality', el: 'Ιθαγένεια' }, kind: 'text', width: 11 },
  { key: 'documentType', header: { en: 'Document', el: 'Έγγραφο' }, kind: 'text', width: 13 },
  { key: 'documentNumber', header: { en: 'Document number', el: 'Αριθμός εγγράφου' }, kind: 'text', width: 13 },
  { key: 'issuingCountry', header: { en: 'Issued by', el: 'Χώρα έκδοσης' }, kind: 'text', width: 10 },
  { key: 'expiresOn', header: { en: 'Expiry', el: 'Λήξη' }, kind: 'date', width: 11 },
  { key: 'school', header: { en: 'School', el: 'Σχολείο' }, kind: 'text', width: 18 },
  { key: 'check', header: { en: 'To check', el: 'Προς έλεγχο' }, kind: 'text', width: 27 },
];

const ESCORT_COLUMNS: readonly ExportColumn<'number' | 'name' | 'phone'>[] = [
  { key: 'number', header: { en: 'No.', el: 'Α/Α' }, kind: 'number', width: 5 },
  { key: 'name', header: { en: 'Name', el: 'Ονοματεπώνυμο' }, kind: 'text', width: 40 },
  { key: 'phone', header: { en: 'Phone', el: 'Τηλέφωνο' }, kind: 'text', width: 20 },
];

/** A name as the document prints it: stored in Latin capitals; one kept with Greek letters is transliterated. */
function latinName(name: string): string {
  return hasGreekLetters(name) ? transliterateGreek(name).toUpperCase() : name;
}

function flightLine(flight: Flight, locale: Locale): string {
  const words = WORDS[locale];
  const direction = flight.direction === 'outbound' ? words.outbound : words.inbound;
  return `${direction}: ${flight.flightNumber} ${flight.from} → ${flight.to} · ${flight.date} ${flight.departureTime.slice(0, 5)}–${flight.arrivalTime.slice(0, 5)}`;
}

function escortSection(departure: ManifestDeparture, locale: Locale): ExportSection {
  const words = WORDS[locale];
  const { escorts } = departure;
  return {
    title: words.escorts,
    columns: ESCORT_COLUMNS,
    rows: escorts.map((escort, index) => ({ number: index + 1, name: escort.name, phone: escort.phone })),
    ...(escorts.length === 0 ? { notes: [words.noEscorts] } : {}),
  };
}

/**
 * `GET /api/admin/departures/:id/manifest` (docs/product/exports.md#flight-manifest): the departure's
 * passengers for the airline with their advance passenger data (names as on the document, nationality, the
 * passport's or ID card's number, issuing country and expiry), the papers to check flagged, then its
 * escorts; CSV, XLSX or PDF, in English unless Greek is asked for. The download is audited without a
 * name in the log; an unknown departure is 404.
 */
export async function exportFlightManifest(options: ManifestOptions): Promise<ExportFile> {
  const { db, departureId, format, locale, now } = options;
  const departure = await findManifestDeparture(db, departureId);
  if (!departure) throw notFound('Departure');
  const travellers = await listManifestTravellers(db, departure);
  const words = WORDS[locale];
  let flagged = 0;
  const rows = travellers.map((traveller, index) => {
    const checks = manifestChecks(traveller, departure.inboundDate).map((check) => words.flags[check]);
    if (checks.length > 0) flagged += 1;
    const documentType = manifestDocumentType(traveller);
    return {
      number: index + 1,
      lastName: latinName(traveller.lastName),
      firstName: latinName(traveller.firstName),
      gender: GENDER_WORDS[locale][traveller.gender],
      dateOfBirth: traveller.dateOfBirth,
      nationality: traveller.nationality ?? '',
      documentType: documentType ? words.documents[documentType] : '',
      documentNumber: traveller.idDocumentNumber ?? '',
      issuingCountry: traveller.idDocumentIssuingCountry ?? '',
      expiresOn: traveller.idDocumentExpiresOn ?? '',
      school: traveller.schoolName,
      check: checks.join('; '),
    };
  });
  const body = await writeExport(
    {
      locale,
      title: `${words.title} · ${departure.label[locale]}`,
      subtitle: [
        `${departure.tripName[locale]} ${departure.tripYear} · ${departure.carrier}`,
        ...departure.flights.map((flight) => flightLine(flight, locale)),
        `${words.made} ${tripDate(now)}`,
      ],
      sections: [
        { title: words.passengers, columns: PASSENGER_COLUMNS, rows, notes: [words.count(rows.length, flagged)] },
        escortSection(departure, locale),
      ],
    },
    format,
  );
  await auditExport(db, options, {
    what: 'manifest',
    format,
    locale,
    tripId: departure.tripId,
    entity: { type: 'departure', id: String(departure.id) },
    rowCount: rows.length,
  });
  return {
    fileName: exportFileName(
      ['manifest', departure.tripName.en, departure.tripYear, departure.label.en, departure.outboundDate],
      format,
    ),
    contentType: EXPORT_CONTENT_TYPES[format],
    body,
  };
}

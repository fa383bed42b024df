import type { District } from '@voyage/domain';
import { listDepartures } from '../../operations/queries/departures.ts';
import { listSchools } from '../../operations/queries/schools.ts';
import type { ExportColumn, ExportFile } from '../export-table.ts';
import { exportTrip, writeListExport, type ListExportRequest } from '../export-list.ts';
import { DISTRICT_WORDS } from '../traveller-words.ts';

type SchoolKey = 'name' | 'district' | 'registrationCode' | 'departure' | 'contactName' | 'contactEmail' | 'travellers';

const SCHOOL_COLUMNS: readonly ExportColumn<SchoolKey>[] = [
  { key: 'name', header: { en: 'School', el: 'Σχολείο' }, kind: 'text', width: 32 },
  { key: 'district', header: { en: 'District', el: 'Επαρχία' }, kind: 'text', width: 12 },
  { key: 'registrationCode', header: { en: 'Registration code', el: 'Κωδικός εγγραφής' }, kind: 'text', width: 16 },
  { key: 'departure', header: { en: 'Departure', el: 'Αναχώρηση' }, kind: 'text', width: 18 },
  { key: 'contactName', header: { en: 'Contact teacher', el: 'Υπεύθυνος καθηγητής' }, kind: 'text', width: 22 },
  { key: 'contactEmail', header: { en: 'E-mail', el: 'E-mail' }, kind: 'text', width: 26 },
  { key: 'travellers', header: { en: 'Travellers', el: 'Ταξιδιώτες' }, kind: 'number', width: 10 },
];

type DepartureKey = 'label' | 'outbound' | 'inbound' | 'carrier' | 'hotel' | 'schools' | 'travellers' | 'escorts';

const DEPARTURE_COLUMNS: readonly ExportColumn<DepartureKey>[] = [
  { key: 'label', header: { en: 'Departure', el: 'Αναχώρηση' }, kind: 'text', width: 18 },
  { key: 'outbound', header: { en: 'Outbound', el: 'Αναχώρηση στις' }, kind: 'date', width: 12 },
  { key: 'inbound', header: { en: 'Return', el: 'Επιστροφή' }, kind: 'date', width: 12 },
  { key: 'carrier', header: { en: 'Carrier', el: 'Αεροπορική' }, kind: 'text', width: 14 },
  { key: 'hotel', header: { en: 'Hotel', el: 'Ξενοδοχείο' }, kind: 'text', width: 20 },
  { key: 'schools', header: { en: 'Schools', el: 'Σχολεία' }, kind: 'text', width: 36 },
  { key: 'travellers', header: { en: 'Travellers', el: 'Ταξιδιώτες' }, kind: 'number', width: 10 },
  { key: 'escorts', header: { en: 'Escorts', el: 'Συνοδοί' }, kind: 'text', width: 30 },
];

const TITLES = {
  schools: { en: 'Schools', el: 'Σχολεία' },
  departures: { en: 'Departures', el: 'Αναχωρήσεις' },
} as const;

/**
 * `GET /api/admin/schools/export` (docs/product/exports.md#list-exports): the trip's schools by name, as the
 * schools screens list them, of the districts chosen there (every school without), with their departure.
 */
export async function exportSchools(request: ListExportRequest, districts?: readonly District[]): Promise<ExportFile> {
  const { db, tripId, locale } = request;
  const trip = await exportTrip(db, tripId);
  const [schools, departures] = await Promise.all([listSchools(db, tripId), listDepartures(db, tripId)]);
  const departureLabels = new Map(departures.map((departure) => [departure.id, departure.label[locale]]));
  const shown = schools.filter((school) => !districts || districts.includes(school.district));
  return writeListExport(request, trip, {
    what: 'schools',
    title: TITLES.schools[locale],
    columns: SCHOOL_COLUMNS,
    rows: shown.map((school) => ({
      name: school.name,
      district: DISTRICT_WORDS[locale][school.district],
      registrationCode: school.registrationCode,
      departure: school.departureId === null ? '' : (departureLabels.get(school.departureId) ?? ''),
      contactName: school.contactName,
      contactEmail: school.contactEmail,
      travellers: school.travellerCount,
    })),
    filter: districts ? { district: districts } : {},
    nameParts: ['schools', ...(districts?.length === 1 ? districts : [])],
  });
}

/**
 * `GET /api/admin/departures/export` (docs/product/exports.md#list-exports): the trip's departures by
 * outbound date, as the departures screen lists them, with their schools, head-count and escorts.
 */
export async function exportDepartures(request: ListExportRequest): Promise<ExportFile> {
  const { db, tripId, locale } = request;
  const trip = await exportTrip(db, tripId);
  const departures = await listDepartures(db, tripId);
  return writeListExport(request, trip, {
    what: 'departures',
    title: TITLES.departures[locale],
    columns: DEPARTURE_COLUMNS,
    rows: departures.map((departure) => ({
      label: departure.label[locale],
      outbound: departure.outboundDate,
      inbound: departure.inboundDate,
      carrier: departure.carrier,
      hotel: departure.hotel,
      schools: departure.schools.map((school) => school.name).join(', '),
      travellers: departure.travellerCount,
      escorts: departure.escorts.map((escort) => `${escort.name} (${escort.phone})`).join(', '),
    })),
    filter: {},
    nameParts: ['departures'],
  });
}

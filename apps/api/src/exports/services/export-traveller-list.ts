import {
  countryName,
  tripDate,
  type Locale,
  type RegistrationExportTab,
  type TravellerListFilters,
} from '@voyage/domain';
import type { ExportColumn, ExportFile } from '../export-table.ts';
import { exportTrip, streamListExport, writeListExport, type ListExportRequest } from '../export-list.ts';
import { DISTRICT_WORDS, GENDER_WORDS, STATUS_WORDS } from '../traveller-words.ts';
import { notFound } from '../../lib/http-error.ts';
import { findExportSchool } from '../queries/export-lists.ts';
import { pdfExportSlot } from '../pdf-export-slot.ts';
import {
  countTravellers,
  listWholeTripTravellersForExport,
  travellerExportPages,
  type TravellerExportRow,
} from '../../travellers/queries/traveller-list.ts';
import type { TravellerFilter } from '../../travellers/queries/travellers.ts';

/**
 * Which list: the students (approved) or the registrations of a tab, with the filters, search and order the
 * screen shows it with (`GET /api/students`, `GET /api/registrations…`).
 */
export type TravellerList =
  | { kind: 'students'; filters: TravellerListFilters }
  | { kind: 'registrations'; tab: RegistrationExportTab; filters: TravellerListFilters };

type ListOptions = ListExportRequest & { list: TravellerList };

type ListKey =
  | 'personalCode'
  | 'lastName'
  | 'firstName'
  | 'gender'
  | 'dateOfBirth'
  | 'nationality'
  | 'school'
  | 'district'
  | 'city'
  | 'status'
  | 'guardianName'
  | 'guardianEmail'
  | 'phone'
  | 'registeredOn'
  | 'paid'
  | 'paymentReference';

/** The travellers lists' columns, in every format. */
export const TRAVELLER_EXPORT_COLUMNS: readonly ExportColumn<ListKey>[] = [
  { key: 'personalCode', header: { en: 'Personal code', el: 'Προσωπικός κωδικός' }, kind: 'text', width: 13 },
  { key: 'lastName', header: { en: 'Surname', el: 'Επώνυμο' }, kind: 'text', width: 18 },
  { key: 'firstName', header: { en: 'First name', el: 'Όνομα' }, kind: 'text', width: 18 },
  { key: 'gender', header: { en: 'Gender', el: 'Φύλο' }, kind: 'text', width: 8 },
  { key: 'dateOfBirth', header: { en: 'Date of birth', el: 'Ημ. γέννησης' }, kind: 'date', width: 12 },
  { key: 'nationality', header: { en: 'Nationality', el: 'Υπηκοότητα' }, kind: 'text', width: 14 },
  { key: 'school', header: { en: 'School', el: 'Σχολείο' }, kind: 'text', width: 28 },
  { key: 'district', header: { en: 'District', el: 'Επαρχία' }, kind: 'text', width: 12 },
  { key: 'city', header: { en: 'City', el: 'Πόλη' }, kind: 'text', width: 14 },
  { key: 'status', header: { en: 'Status', el: 'Κατάσταση' }, kind: 'text', width: 14 },
  { key: 'guardianName', header: { en: 'Parent or guardian', el: 'Γονέας ή κηδεμόνας' }, kind: 'text', width: 22 },
  { key: 'guardianEmail', header: { en: 'E-mail', el: 'E-mail' }, kind: 'text', width: 28 },
  { key: 'phone', header: { en: 'Phone', el: 'Τηλέφωνο' }, kind: 'text', width: 16 },
  { key: 'registeredOn', header: { en: 'Registered on', el: 'Εγγραφή' }, kind: 'date', width: 12 },
  { key: 'paid', header: { en: 'Paid (EUR)', el: 'Πληρωμένα (EUR)' }, kind: 'euro', width: 13 },
  {
    key: 'paymentReference',
    header: { en: 'Payment reference (RF)', el: 'Κωδικός αναφοράς πληρωμής (RF)' },
    kind: 'text',
    width: 16,
  },
];

const TITLES = {
  en: {
    students: 'Students',
    'school-students': (school: string) => `Students · ${school}`,
    pending: 'Registrations to review',
    all: 'Registrations',
    deleted: 'Deleted registrations',
  },
  el: {
    students: 'Μαθητές',
    'school-students': (school: string) => `Μαθητές · ${school}`,
    pending: 'Εγγραφές προς έλεγχο',
    all: 'Εγγραφές',
    deleted: 'Διαγραμμένες εγγραφές',
  },
} as const;

/**
 * A travellers list's PDF holds at most this many rows (about 65 A4 pages): the CSV and the workbook hold
 * every row (docs/product/exports.md#pdf).
 */
export const TRAVELLER_PDF_ROW_LIMIT = 1000;

const CUT_WORDS = {
  en: {
    cut: 'Cut short',
    note: (total: number) =>
      `Only the first ${TRAVELLER_PDF_ROW_LIMIT.toLocaleString('en')} of the ${total.toLocaleString('en')} rows of this list are in this PDF: download the CSV or XLSX for all of them, or narrow the list.`,
  },
  el: {
    cut: 'Περικομμένο αρχείο',
    note: (total: number) =>
      `Το PDF έχει μόνο τις πρώτες ${TRAVELLER_PDF_ROW_LIMIT.toLocaleString('el')} από τις ${total.toLocaleString('el')} γραμμές αυτής της λίστας: κατεβάστε το CSV ή το XLSX για όλες, ή περιορίστε τη λίστα.`,
  },
} as const;

const FILTERS: Record<RegistrationExportTab, TravellerFilter> = {
  pending: 'pending',
  all: 'registrations',
  deleted: 'deleted',
};

/** A traveller as a row of the file, in the file's language. */
export function travellerExportRow(traveller: TravellerExportRow, locale: Locale) {
  return {
    personalCode: traveller.personalCode ?? '',
    lastName: traveller.lastName,
    firstName: traveller.firstName,
    gender: GENDER_WORDS[locale][traveller.gender],
    dateOfBirth: traveller.dateOfBirth,
    nationality: traveller.nationality ? countryName(traveller.nationality, locale) : '',
    school: traveller.schoolName,
    district: DISTRICT_WORDS[locale][traveller.district],
    city: traveller.city,
    status: STATUS_WORDS[locale][traveller.status],
    guardianName: traveller.guardianName,
    guardianEmail: traveller.guardianEmail,
    phone: traveller.phone,
    registeredOn: tripDate(new Date(traveller.registeredAt)),
    paid: traveller.paidCents,
    paymentReference: traveller.paymentReference ?? '',
  };
}

async function* mapPages<From, To>(pages: AsyncIterable<From[]>, map: (item: From) => To): AsyncGenerator<To[]> {
  for await (const page of pages) yield page.map(map);
}

/**
 * `GET /api/admin/students/export` and `GET /api/admin/travellers/export`
 * (docs/product/exports.md#list-exports): the list a screen shows, in its order and with its filter (the
 * tab, the school), as CSV, XLSX or PDF in the staff's language. Audited with the filter, never a name; an
 * unknown trip, or a school not of the trip, is 404.
 */
export async function exportTravellerList(options: ListOptions): Promise<ExportFile> {
  const { db, tripId, list, locale } = options;
  const trip = await exportTrip(db, tripId);
  const titles = TITLES[locale];
  let title: string;
  let what: string;
  let nameParts: string[];
  const { filters } = list;
  const school = filters.school_id === undefined ? undefined : await findExportSchool(db, tripId, filters.school_id);
  if (filters.school_id !== undefined && !school) throw notFound('School');
  const travellerFilter: TravellerFilter = list.kind === 'students' ? 'students' : FILTERS[list.tab];
  if (list.kind === 'students') {
    what = school ? 'school-students' : 'students';
    title = school ? titles['school-students'](school.name) : titles.students;
    nameParts = ['students', ...(school ? [school.name] : [])];
  } else {
    what = 'registrations';
    title = titles[list.tab];
    nameParts = ['registrations', list.tab];
  }
  // One district chosen names the file and its title as before; several are told in the audit only.
  const district = filters.district?.length === 1 ? filters.district[0] : undefined;
  if (district) {
    title = `${title} · ${DISTRICT_WORDS[locale][district]}`;
    nameParts.push(district);
  }
  // The audit row keeps the filter, never a name: the search text is told by its length only.
  const filter: Record<string, unknown> = {
    ...(list.kind === 'registrations' ? { tab: list.tab } : {}),
    ...(school ? { schoolId: school.id } : {}),
    ...(filters.district ? { district: filters.district.length === 1 ? filters.district[0] : filters.district } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.gender ? { gender: filters.gender } : {}),
    ...(filters.departure_id === undefined ? {} : { departureId: filters.departure_id }),
    ...(filters.search === undefined ? {} : { searchLength: filters.search.length }),
    ...(filters.sort === undefined ? {} : { sort: filters.sort, order: filters.order }),
  };
  const about = { what, title, columns: TRAVELLER_EXPORT_COLUMNS, filter, nameParts };
  const toRow = (traveller: TravellerExportRow) => travellerExportRow(traveller, locale);
  const { format } = options;
  if (format !== 'pdf') {
    // Read page by page as the download goes (docs/architecture.md#exports-that-stream).
    const rowCount = await countTravellers(db, tripId, travellerFilter, filters);
    const pages = travellerExportPages(db, tripId, travellerFilter, filters);
    return streamListExport({ ...options, format }, trip, { ...about, rowCount, pages: mapPages(pages, toRow) });
  }
  // Written whole, one at a time; a PDF holds the first TRAVELLER_PDF_ROW_LIMIT rows and says so.
  return pdfExportSlot(async () => {
    const travellers = await listWholeTripTravellersForExport(
      db,
      tripId,
      travellerFilter,
      filters,
      TRAVELLER_PDF_ROW_LIMIT,
    );
    const total =
      travellers.length === TRAVELLER_PDF_ROW_LIMIT
        ? await countTravellers(db, tripId, travellerFilter, filters)
        : travellers.length;
    const words = CUT_WORDS[locale];
    const cut = total > travellers.length ? [words.note(total)] : [];
    return writeListExport(options, trip, {
      ...about,
      ...(cut.length > 0
        ? {
            filter: { ...filter, cutFrom: total },
            subtitle: cut,
            moreSections: [{ title: words.cut, columns: [], rows: [], notes: cut }],
          }
        : {}),
      rows: travellers.map(toRow),
    });
  });
}

import { tripDate, type Locale } from '@voyage/domain';
import type { Database } from '../db/database.ts';
import type { RequestOrigin } from '../lib/audit.ts';
import { notFound } from '../lib/http-error.ts';
import { auditExport } from './audit-export.ts';
import {
  EXPORT_CONTENT_TYPES,
  type ExportColumn,
  type ExportFile,
  type ExportFormat,
  type ExportRow,
  type ExportSection,
} from './export-table.ts';
import { exportFileName } from './file-name.ts';
import { findExportTrip } from './queries/export-lists.ts';
import { streamCsv } from './stream-csv.ts';
import { streamXlsx } from './stream-xlsx.ts';
import { writeExport } from './write-export.ts';

/** Who asks for a list's file, in which format and language (docs/product/exports.md#list-exports). */
export type ExportRequest = RequestOrigin & {
  db: Database;
  actorUserId: string;
  format: ExportFormat;
  locale: Locale;
  now: Date;
};

/** A list of one trip's: the request names the trip. */
export type ListExportRequest = ExportRequest & { tripId: number };

export type ExportTrip = NonNullable<Awaited<ReturnType<typeof findExportTrip>>>;

/** A staff list as a file: its rows as the screen lists them, its columns, and what the audit row says of it. */
export type ListExport<Key extends string = string> = {
  /** The audit's word for the list: `students`, `registrations`, `payments`… */
  what: string;
  /** The table's heading in the export's language; the document's title adds the trip. */
  title: string;
  columns: readonly ExportColumn<Key>[];
  rows: readonly ExportRow<Key>[];
  /** The list's filters as the audit keeps them: never a name or a searched text. */
  filter: Record<string, unknown>;
  /** The file name's words before the trip and the day (`payments`, `pending`). */
  nameParts: readonly string[];
  /** The first table's heading where it is not the list's title (the payments by school of the payments by group). */
  heading?: string;
  /** Tables after the list's own (the payments by departure after those by school, a note that the file was cut). */
  moreSections?: readonly ExportSection[];
  /** Lines under the PDF's title (that the file was cut). */
  subtitle?: readonly string[];
};

/** The trip the list is of; 404 if there is none. */
export async function exportTrip(db: Database, tripId: number): Promise<ExportTrip> {
  const trip = await findExportTrip(db, tripId);
  if (!trip) throw notFound('Trip');
  return trip;
}

/**
 * The one way a staff list becomes a file: the rows written by the shared writers in the format asked for,
 * titled and named after the trip (`null` for a list not about one trip: the audit log, the administrators…),
 * the `export.downloaded` audit row written with the filter and the count.
 */
export async function writeListExport<Key extends string>(
  request: ExportRequest,
  trip: ExportTrip | null,
  list: ListExport<Key>,
): Promise<ExportFile> {
  const { format, locale } = request;
  const sections = [
    { title: list.heading ?? list.title, columns: list.columns, rows: list.rows },
    ...(list.moreSections ?? []),
  ];
  const body = await writeExport(
    {
      locale,
      title: documentTitle(list, trip, locale),
      ...(list.subtitle ? { subtitle: list.subtitle } : {}),
      sections,
    },
    format,
  );
  const rowCount = sections.reduce((sum, section) => sum + section.rows.length, 0);
  await auditListExport(request, trip, list, rowCount);
  return listFile(request, trip, list, body);
}

/** A one-table list whose rows are read page by page as the file is sent (CSV, XLSX): its rows counted first. */
export type StreamedListExport<Key extends string = string> = Omit<ListExport<Key>, 'rows' | 'moreSections'> & {
  pages: AsyncIterable<readonly ExportRow<Key>[]>;
  rowCount: number;
};

/**
 * A list as a CSV or a workbook streamed to the reply (docs/architecture.md#exports-that-stream): the same
 * file as `writeListExport` gives, written as its pages are read. The audit row is written before the first
 * byte leaves, with the rows counted when the download began.
 */
export async function streamListExport<Key extends string>(
  request: ExportRequest & { format: 'csv' | 'xlsx' },
  trip: ExportTrip | null,
  list: StreamedListExport<Key>,
): Promise<ExportFile> {
  const { locale, format } = request;
  await auditListExport(request, trip, list, list.rowCount);
  const body =
    format === 'csv'
      ? streamCsv(locale, list.columns, list.pages)
      : await streamXlsx(locale, [{ title: list.heading ?? list.title, columns: list.columns, pages: list.pages }]);
  return listFile(request, trip, list, body);
}

function documentTitle(list: Pick<ListExport, 'title'>, trip: ExportTrip | null, locale: Locale): string {
  return trip ? `${list.title} · ${trip.name[locale]} ${trip.year}` : list.title;
}

function auditListExport(
  request: ExportRequest,
  trip: ExportTrip | null,
  list: Pick<ListExport, 'what' | 'filter'>,
  rowCount: number,
): Promise<void> {
  const { db, format, locale } = request;
  return auditExport(db, request, {
    what: list.what,
    format,
    locale,
    ...(trip ? { tripId: trip.id } : {}),
    filter: list.filter,
    rowCount,
  });
}

function listFile(
  request: ExportRequest,
  trip: ExportTrip | null,
  list: Pick<ListExport, 'nameParts'>,
  body: ExportFile['body'],
): ExportFile {
  const about = trip ? [trip.name.en, trip.year] : [];
  return {
    fileName: exportFileName([...list.nameParts, ...about, tripDate(request.now)], request.format),
    contentType: EXPORT_CONTENT_TYPES[request.format],
    body,
  };
}

/** The filters a queue's export was made with, as the audit keeps them: the searched text by its length only. */
export function queueAuditFilter(query: {
  search?: string;
  sort?: string;
  order: 'asc' | 'desc';
  school_id?: number;
  [filter: string]: unknown;
}): Record<string, unknown> {
  const { search, sort, order, school_id: schoolId, trip_id: _trip, format: _format, lang: _lang, ...filters } = query;
  return {
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
    ...(schoolId === undefined ? {} : { schoolId }),
    ...(search === undefined ? {} : { searchLength: search.length }),
    ...(sort === undefined ? {} : { sort, order }),
  };
}

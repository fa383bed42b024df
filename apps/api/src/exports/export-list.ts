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
} from './export-table.ts';
import { exportFileName } from './file-name.ts';
import { findExportTrip } from './queries/export-lists.ts';
import { writeExport } from './write-export.ts';

/** Who asks for a list's file, of which trip, in which format and language (docs/product/exports.md#list-exports). */
export type ListExportRequest = RequestOrigin & {
  db: Database;
  actorUserId: string;
  tripId: number;
  format: ExportFormat;
  locale: Locale;
  now: Date;
};

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
};

/** The trip the list is of; 404 if there is none. */
export async function exportTrip(db: Database, tripId: number): Promise<ExportTrip> {
  const trip = await findExportTrip(db, tripId);
  if (!trip) throw notFound('Trip');
  return trip;
}

/**
 * The one way a staff list becomes a file: the rows written by the shared writers in the format asked for,
 * titled and named after the trip, the `export.downloaded` audit row written with the filter and the count.
 */
export async function writeListExport<Key extends string>(
  request: ListExportRequest,
  trip: ExportTrip,
  list: ListExport<Key>,
): Promise<ExportFile> {
  const { db, format, locale, now, tripId } = request;
  const body = await writeExport(
    {
      locale,
      title: `${list.title} · ${trip.name[locale]} ${trip.year}`,
      sections: [{ title: list.title, columns: list.columns, rows: list.rows }],
    },
    format,
  );
  await auditExport(db, request, {
    what: list.what,
    format,
    locale,
    tripId,
    filter: list.filter,
    rowCount: list.rows.length,
  });
  return {
    fileName: exportFileName([...list.nameParts, trip.name.en, trip.year, tripDate(now)], format),
    contentType: EXPORT_CONTENT_TYPES[format],
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

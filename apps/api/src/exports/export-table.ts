import type { Readable } from 'node:stream';
import type { ExportFormat, Locale } from '@voyage/domain';

/**
 * A table as the exports lay it out (docs/product/exports.md): the same columns and rows written as CSV,
 * XLSX or PDF. Headers come in both languages; the writer picks the one asked for.
 */
export type { ExportFormat };

/** A header in both languages, or one word for both (the ledger is in English only). */
export type ExportHeader = string | Readonly<Record<Locale, string>>;

/**
 * How a cell is written: `text` as a string (never a formula), `date` a calendar day `YYYY-MM-DD`
 * (a date cell in XLSX), `euro` an amount in cents (a number in euro), `number` a plain number.
 */
export type ExportCellKind = 'text' | 'date' | 'euro' | 'number';

export type ExportColumn<Key extends string = string> = {
  key: Key;
  header: ExportHeader;
  kind: ExportCellKind;
  /** Width in characters in the workbook; the PDF shares the page width in the same proportions. */
  width: number;
};

/** A cell's value: a string for text and dates (empty for nothing), a number for amounts and numbers. */
export type ExportCell = string | number | null;
export type ExportRow<Key extends string = string> = Readonly<Record<Key, ExportCell>>;

/** One table: its own sheet in XLSX, a block in CSV, a headed table in PDF. */
export type ExportSection<Key extends string = string> = {
  /** The sheet's name and the table's heading (in the export's language). */
  title: string;
  columns: readonly ExportColumn<Key>[];
  rows: readonly ExportRow<Key>[];
  /** Lines said under the heading, before the table (a count where names are not known, a legend…). */
  notes?: readonly string[];
  /** In a PDF, the section begins a new page (the medical card's English half). */
  startsPage?: boolean;
};

export type ExportDocument = {
  locale: Locale;
  /** The PDF's language tag where it is not the locale's (`fr-FR`: the medical card, French first). */
  language?: string;
  /** The document's title: the PDF's heading and metadata. */
  title: string;
  /** Lines under the title in the PDF (the trip, the filter, the day it was made). */
  subtitle?: readonly string[];
  sections: readonly ExportSection[];
};

/** The file as the route sends it: its bytes, or a stream of them written as the rows are read. */
export type ExportFile = { fileName: string; contentType: string; body: Buffer | Uint8Array | Readable };

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export function headerText(header: ExportHeader, locale: Locale): string {
  return typeof header === 'string' ? header : header[locale];
}

/** Cents as euro with two decimals and a point, as a spreadsheet reads a number: `1090.00`. */
export function euroFigure(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

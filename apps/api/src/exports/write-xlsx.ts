import type { ExportDocument, ExportRow } from './export-table.ts';
import { streamXlsx } from './stream-xlsx.ts';

/** A table held in memory, given to the sheet a page at a time as a streamed list is. */
function* pagesOf(rows: readonly ExportRow[], size = 500): Generator<readonly ExportRow[]> {
  for (let from = 0; from < rows.length; from += size) yield rows.slice(from, from + size);
}

/**
 * An export as an XLSX workbook (docs/product/exports.md#xlsx): a sheet per section, a bold frozen header row
 * with filters, amounts as numeric cells in euro, dates as date cells, columns as wide as the export says.
 * Texts are stored as inline strings, never formulas, so a name starting with `=` is shown as typed. A
 * section's notes stand above its header row. It is the streamed workbook (`streamXlsx`) fed from the
 * document's rows and collected, so every export's workbook comes from one writer.
 */
export async function writeXlsx(document: ExportDocument): Promise<Buffer> {
  const sheets = document.sections.map((section) => ({
    title: section.title,
    columns: section.columns,
    notes: section.notes ?? [],
    pages: pagesOf(section.rows),
  }));
  const chunks: Buffer[] = [];
  for await (const chunk of await streamXlsx(document.locale, sheets)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

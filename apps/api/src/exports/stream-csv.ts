import { Readable } from 'node:stream';
import type { Locale } from '@voyage/domain';
import type { ExportColumn, ExportRow } from './export-table.ts';
import { BOM, csvCells, csvHeader, csvText } from './write-csv.ts';

/**
 * A one-table export as CSV written as its rows arrive (docs/architecture.md#exports-that-stream): the same
 * bytes as `writeCsv` of the whole table, sent page by page. The stream asks for the next page only once the
 * reply has taken the last (backpressure), so a slow download holds one page in memory, not the list.
 */
export function streamCsv(
  locale: Locale,
  columns: readonly ExportColumn[],
  pages: AsyncIterable<readonly ExportRow[]>,
): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    yield Buffer.from(`${BOM}${csvText([csvHeader(columns, locale)])}`, 'utf8');
    for await (const page of pages) {
      if (page.length > 0) yield Buffer.from(csvText(page.map((row) => csvCells(columns, row))), 'utf8');
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

import type { ExportDocument, ExportFormat } from './export-table.ts';
import { writeCsv } from './write-csv.ts';
import { writePdf } from './write-pdf.ts';
import { writeXlsx } from './write-xlsx.ts';

/** The export's bytes in the format asked for. */
export async function writeExport(document: ExportDocument, format: ExportFormat): Promise<Buffer | Uint8Array> {
  if (format === 'csv') return writeCsv(document);
  if (format === 'xlsx') return writeXlsx(document);
  return writePdf(document);
}

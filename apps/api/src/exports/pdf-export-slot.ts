import pLimit from 'p-limit';

/**
 * The travellers lists' PDFs, written whole in memory before they are sent (a PDF's page tree and page
 * count come at its end): one at a time per process, the next waiting its turn, so ten staff downloading
 * at once add one PDF's memory, not ten (docs/architecture.md#exports-that-stream). Writing a PDF is
 * JavaScript on the one main thread, so a second slot would hold a second file without writing any sooner.
 * The CSV and the workbook stream and never wait here.
 */
export const pdfExportSlot = pLimit(1);

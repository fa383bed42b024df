import pLimit from 'p-limit';

/**
 * The travellers lists' PDFs, written whole in memory before they are sent (a PDF's page tree and page
 * count come at its end): at most two at once per process, a third waiting its turn, so ten staff
 * downloading at once add two PDFs' memory, not ten (docs/architecture.md#exports-that-stream). The CSV and
 * the workbook stream and never wait here.
 */
export const pdfExportSlot = pLimit(2);

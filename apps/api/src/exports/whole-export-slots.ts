import pLimit from 'p-limit';

/**
 * The exports written whole in memory before they are sent (a travellers list as XLSX or PDF): at most two
 * at once per process, a third waiting its turn, so ten staff downloading at once add two files' memory,
 * not ten (docs/architecture.md#exports-that-stream). The CSV streams and never waits here.
 */
export const wholeExportSlots = pLimit(2);

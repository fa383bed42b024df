import type { ExportFormat } from './export-table.ts';

/** A file name's words: lower case, letters and digits joined by hyphens. */
function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'export'
  );
}

/** `manifest-paris-2027-departure-1-2026-11-25.pdf`: what it is, what it is about, the day it was made. */
export function exportFileName(parts: readonly (string | number)[], format: ExportFormat): string {
  return `${parts.map((part) => slug(String(part))).join('-')}.${format}`;
}

import { ID_DOCUMENT_ACCEPT, ID_DOCUMENT_MAX_BYTES, numberFormat, type Locale } from '@voyage/domain';

/** The extensions a file picker's `accept` offers; the server still decides by the content. */
function extensionsOf(accept: string): string[] {
  return accept.split(',').filter((item) => item.startsWith('.'));
}

export type DocumentFileProblem = 'tooLarge' | 'type' | 'empty';

/**
 * Checked before uploading, so a parent on a slow connection learns at once what the server would refuse.
 * `accept` is the picker's list: JPEG, PNG and PDF by default, for an ID, a signed consent form and a receipt.
 */
export function documentFileProblem(
  file: { name: string; size: number },
  accept: string = ID_DOCUMENT_ACCEPT,
): DocumentFileProblem | null {
  const name = file.name.toLowerCase();
  if (!extensionsOf(accept).some((extension) => name.endsWith(extension))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > ID_DOCUMENT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** `1.2 MB`, `350 kB`, in the screen's language. */
export function fileSizeText(bytes: number, locale: Locale): string {
  const megabytes = bytes / (1024 * 1024);
  const [value, unit] = megabytes >= 1 ? [megabytes, 'megabyte'] : [Math.max(1, Math.round(bytes / 1024)), 'kilobyte'];
  return numberFormat(locale === 'en' ? 'en-IE' : 'el-GR', {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(value);
}

/** The limit as the screen states it before any upload. */
export const DOCUMENT_MAX_MEGABYTES = ID_DOCUMENT_MAX_BYTES / (1024 * 1024);

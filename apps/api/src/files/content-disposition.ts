import { hasGreekLetters, transliterateGreek } from '@voyage/domain';

/** RFC 5987 `attr-char`: what may stand unescaped in `filename*`. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A plain ASCII name for clients that ignore `filename*`: Greek transliterated, other letters unaccented, the rest `_`. */
function asciiFallback(name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const latin = hasGreekLetters(stem) ? transliterateGreek(stem) : stem;
  const ascii = `${latin}${extension}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7E]/g, '_')
    .replace(/["\\%;]/g, '_');
  return ascii.trim() || 'document';
}

/**
 * `Content-Disposition: attachment` per RFC 6266: an ASCII `filename=` and the exact name as
 * `filename*=UTF-8''…`, so a browser saves the file under its name and never shows it inline.
 */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

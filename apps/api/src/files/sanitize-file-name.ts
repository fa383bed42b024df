import type { StoredMediaType } from '@voyage/domain';

export const MAX_FILE_NAME_LENGTH = 120;

/** The extension a stored file's name gets: the one of what it really holds, whatever it was called. */
export const EXTENSION_OF: Record<StoredMediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

// Controls (NUL included), format characters (bidi overrides and isolates, zero-width marks), line and
// paragraph separators, lone surrogates: none belongs in a name, and some make one read as another.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
// Characters Windows refuses in file names, so a staff download saves under the name shown.
const RESERVED = /[<>:"|?*]/g;

/** The last path segment of a name as a browser sent it (`C:\fakepath\x.jpg`, `../../x.jpg` → `x.jpg`). */
export function baseName(name: string): string {
  return name.split(/[/\\]/).pop() ?? '';
}

/** The lower-cased extension of a name, or undefined when it has none. */
export function extensionOf(name: string): string | undefined {
  const last = baseName(name).trim();
  const dot = last.lastIndexOf('.');
  return dot > 0 && dot < last.length - 1 ? last.slice(dot + 1).toLowerCase() : undefined;
}

/**
 * The original name kept with a file, for display and downloads only (the file is stored under a UUID):
 * no path, no invisible or reserved characters, at most 120 characters, ending in the extension of the
 * real type (`passport.jpeg` holding a PNG becomes `passport.png`); `document.<ext>` when nothing is left.
 */
export function sanitizeFileName(original: string, mediaType: StoredMediaType): string {
  const cleaned = baseName(original.normalize('NFC').replace(INVISIBLE, ''))
    .replace(RESERVED, '_')
    .replace(/\s+/gu, ' ')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).replace(/^[.\s]+|[.\s]+$/g, '');
  const extension = `.${EXTENSION_OF[mediaType]}`;
  // Cut by code points, so a Greek letter or an emoji is never split in half.
  const kept = [...(stem || 'document')]
    .slice(0, MAX_FILE_NAME_LENGTH - extension.length)
    .join('')
    .trimEnd();
  return `${kept}${extension}`;
}

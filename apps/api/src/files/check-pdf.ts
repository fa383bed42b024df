import { inflateSync } from 'node:zlib';
import { HttpError } from '../lib/http-error.ts';

const PDF_SIGNATURE = '%PDF-';
/** Object streams are small; a larger one, or many, is a decompression bomb. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

// Names that run code, act on opening, launch programs or carry files or forms inside the PDF.
const ACTIVE_NAMES = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)(?=[\s/<>[\]()%{}]|$)/;
// `/OpenAction [page /Fit]` only says where to open; an action dictionary or reference may do anything.
const OPEN_ACTION = /\/OpenAction(?!\s*\[)/;
const ENCRYPTED = /\/Encrypt(?=[\s/<>[\]()%{}])/;
const STREAM_START = /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g;
const NAME = /\/[^\s/<>[\]()%{}]+/g;

const refused = (message: string) => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
const unreadable = () =>
  new HttpError(422, 'FILE_UNREADABLE', 'The PDF could not be read: it may be damaged or incomplete');

/** `/J#61vaScript` is `/JavaScript`: names are compared once their `#xx` escapes are decoded. */
function decodeNames(text: string): string {
  return text.replace(NAME, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

/**
 * The PDF's text outside stream data (where dictionaries and actions are written), plus the contents of
 * its object streams (`/Type /ObjStm`: compressed dictionaries), inflated. Page contents and images are
 * skipped: they draw, they cannot act, and their binary data would only give false alarms.
 */
function readableParts(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  const parts: string[] = [];
  let inflatedBytes = 0;
  let cursor = 0;
  STREAM_START.lastIndex = 0;
  for (let match = STREAM_START.exec(text); match; match = STREAM_START.exec(text)) {
    const dataStart = match.index + match[0].length;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd === -1) throw unreadable();
    const before = decodeNames(text.slice(cursor, match.index));
    parts.push(before);
    const dictionary = before.slice(Math.max(0, before.lastIndexOf('obj')));
    if (/\/Type\s*\/ObjStm/.test(dictionary)) {
      const data = bytes.subarray(dataStart, dataEnd);
      let inflated: Buffer;
      try {
        inflated = /\/FlateDecode/.test(dictionary) ? inflateSync(data, { maxOutputLength: MAX_INFLATED_BYTES }) : data;
      } catch {
        throw unreadable();
      }
      inflatedBytes += inflated.length;
      if (inflatedBytes > MAX_INFLATED_BYTES) throw unreadable();
      parts.push(decodeNames(inflated.toString('latin1')));
    }
    cursor = dataEnd + 'endstream'.length;
    STREAM_START.lastIndex = cursor;
  }
  parts.push(decodeNames(text.slice(cursor)));
  return parts;
}

/**
 * A PDF is kept as sent, so it must be inert: it starts with `%PDF-`, ends with `%%EOF`, is not
 * encrypted (its insides could not be checked, nor opened by staff), and has no JavaScript, launch or
 * open actions, embedded files, rich media or XFA forms: 415 with a message saying so. Rasterising
 * with poppler would make even those inert; it is a deployment option (docs/operations.md).
 */
export function checkPdf(bytes: Buffer): void {
  if (bytes.subarray(0, PDF_SIGNATURE.length).toString('latin1') !== PDF_SIGNATURE) {
    throw refused('Only JPEG, PNG and PDF files are accepted');
  }
  if (bytes.lastIndexOf('%%EOF') === -1) throw unreadable();
  const parts = readableParts(bytes);
  if (parts.some((part) => ENCRYPTED.test(part))) {
    throw refused('Password-protected PDFs are not accepted: save or scan the document without a password');
  }
  if (parts.some((part) => ACTIVE_NAMES.test(part) || OPEN_ACTION.test(part))) {
    throw refused(
      'PDFs with scripts, actions or attached files are not accepted: send a photo or a plain scan instead',
    );
  }
}

import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { HttpError } from '../lib/http-error.ts';

const PDF_SIGNATURE = '%PDF-';
/** An ID document or a consent form is a few pages; more is not what was asked for. */
export const MAX_PDF_PAGES = 50;
/** The decompressed size of the object streams a PDF may carry before it counts as a decompression bomb. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

/**
 * Keys of what can act rather than show: actions (on opening, on a page, on a link), JavaScript, forms,
 * attached files, rich media, annotations. None is copied into the stored file.
 */
export const ACTIVE_KEYS = [
  'AA',
  'A',
  'OpenAction',
  'JS',
  'JavaScript',
  'Annots',
  'AcroForm',
  'XFA',
  'EmbeddedFiles',
  'EmbeddedFile',
  'RichMedia',
  'Names',
  'URI',
  'Launch',
  'SubmitForm',
] as const;

const refused = (message: string) => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
const unreadable = () =>
  new HttpError(422, 'FILE_UNREADABLE', 'The PDF could not be read: it may be damaged or incomplete');
const encrypted = () =>
  new HttpError(
    415,
    'PDF_ENCRYPTED',
    'Password-protected PDFs are not accepted: save or scan the document without a password',
  );

const STREAM_START = /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g;

/**
 * The parser inflates object streams (`/Type /ObjStm`) and cross-reference streams (`/Type /XRef`)
 * with no bound of its own, so each one found is
 * inflated here first, with one: a small file that would inflate to gigabytes is refused instead. This
 * bounds resources only; what the stored file may contain is decided by the rewrite, not by this scan.
 */
function refuseDecompressionBombs(bytes: Uint8Array): void {
  const text = Buffer.from(bytes).toString('latin1');
  let total = 0;
  STREAM_START.lastIndex = 0;
  for (let match = STREAM_START.exec(text); match; match = STREAM_START.exec(text)) {
    const dataStart = match.index + match[0].length;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd === -1) throw unreadable();
    const dictionary = text.slice(Math.max(0, text.lastIndexOf('obj', match.index)), match.index);
    if (/\/Type\s*\/(?:ObjStm|XRef)/.test(dictionary) && /\/FlateDecode/.test(dictionary)) {
      try {
        total += inflateSync(bytes.subarray(dataStart, dataEnd), { maxOutputLength: MAX_INFLATED_BYTES }).length;
      } catch {
        throw unreadable();
      }
      if (total > MAX_INFLATED_BYTES) throw unreadable();
    }
    STREAM_START.lastIndex = dataEnd;
  }
}

async function load(bytes: Uint8Array): Promise<PDFDocument> {
  refuseDecompressionBombs(bytes);
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    // pdf-lib's errors are compiled to ES5, where `instanceof EncryptedPDFError` does not hold: read the message.
    if (error instanceof Error && /is encrypted/.test(error.message)) throw encrypted();
    throw unreadable();
  }
}

/** Removes every active key from every dictionary of the new file, wherever the copy brought one. */
function scrub(document: PDFDocument): void {
  const keys = ACTIVE_KEYS.map((key) => PDFName.of(key));
  const dictionaries = (object: unknown): PDFDict[] =>
    object instanceof PDFDict ? [object] : object instanceof PDFRawStream ? [object.dict] : [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    for (const dict of dictionaries(object)) {
      for (const key of keys) dict.delete(key);
      for (const [, value] of dict.entries()) {
        if (value instanceof PDFDict) for (const key of keys) value.delete(key);
        if (value instanceof PDFArray) {
          for (const item of value.asArray()) if (item instanceof PDFDict) for (const key of keys) item.delete(key);
        }
      }
    }
  }
}

/**
 * A PDF as it is kept: a new file made of the sent file's pages only, drawn as they were (text, images,
 * fonts) and nothing else. The catalog is not copied, so actions on opening, JavaScript, named trees,
 * attached files, forms and outlines are gone, and every page loses its annotations and actions. An
 * encrypted PDF (its insides cannot be read, nor opened by staff) is refused with 415; one that cannot
 * be parsed, or cut short, with 422. See docs/decisions/009-pdfs-rewritten-from-their-pages.md.
 */
export async function rewritePdf(bytes: Uint8Array): Promise<Buffer> {
  if (Buffer.from(bytes.subarray(0, PDF_SIGNATURE.length)).toString('latin1') !== PDF_SIGNATURE) {
    throw refused('Only JPEG, PNG and PDF files are accepted');
  }
  if (Buffer.from(bytes).lastIndexOf('%%EOF') === -1) throw unreadable();
  const sent = await load(bytes);
  const pageCount = sent.getPageCount();
  if (pageCount === 0) throw unreadable();
  if (pageCount > MAX_PDF_PAGES) {
    throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `The PDF has too many pages: at most ${MAX_PDF_PAGES}`);
  }
  const kept = await PDFDocument.create({ updateMetadata: false });
  try {
    const pages = await kept.copyPages(sent, sent.getPageIndices());
    for (const page of pages) kept.addPage(page);
  } catch {
    throw unreadable();
  }
  scrub(kept);
  return Buffer.from(await kept.save({ useObjectStreams: false }));
}

/** True when no dictionary of the PDF holds an active key: what the tests check of every stored file. */
export async function hasActiveContent(bytes: Uint8Array): Promise<boolean> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const keys = new Set(ACTIVE_KEYS.map((key) => PDFName.of(key)));
  const visit = (object: unknown, depth: number): boolean => {
    if (depth > 20) return false;
    const dict = object instanceof PDFRawStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      for (const [key, value] of dict.entries()) {
        if (keys.has(key) || (key === PDFName.of('S') && value === PDFName.of('JavaScript'))) return true;
        if (!(value instanceof PDFRef) && visit(value, depth + 1)) return true;
      }
    }
    if (object instanceof PDFArray) return object.asArray().some((item) => visit(item, depth + 1));
    return false;
  };
  for (const [, object] of document.context.enumerateIndirectObjects()) if (visit(object, 0)) return true;
  return false;
}

import {
  CONSENT_MEDIA_TYPES,
  ID_DOCUMENT_MEDIA_TYPES,
  type ConsentMediaType,
  type IdDocumentMediaType,
} from '@voyage/domain';
import { fileTypeFromBuffer } from 'file-type';
import JSZip from 'jszip';
import { HttpError } from '../lib/http-error.ts';
import { extensionOf } from './sanitize-file-name.ts';

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'jpe', 'jfif', 'png']);
const HEIF_TYPES = new Set(['image/heic', 'image/heic-sequence', 'image/heif', 'image/heif-sequence']);
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Every OLE2 compound file (a Word 97–2003 `.doc`) starts with these eight bytes. */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const unsupported = (message: string) => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

/** What a kind of upload accepts: an ID (and a receipt) JPEG, PNG or PDF; a signed consent also Word. */
export type DocumentKind = 'id' | 'consent';

function isAccepted(mediaType: string | undefined, kind: DocumentKind): mediaType is ConsentMediaType {
  const accepted: readonly string[] = kind === 'consent' ? CONSENT_MEDIA_TYPES : ID_DOCUMENT_MEDIA_TYPES;
  return accepted.includes(mediaType ?? '');
}

function startsWithOle2(bytes: Uint8Array): boolean {
  return bytes.length >= OLE2_MAGIC.length && OLE2_MAGIC.equals(bytes.subarray(0, OLE2_MAGIC.length));
}

/**
 * A `.docx` is a ZIP whose `[Content_Types].xml` names a Word document (what `file-type` reads) and
 * which holds `word/document.xml`. Only the ZIP's directory is read (`jszip`), nothing is inflated.
 */
async function isWordZip(bytes: Uint8Array): Promise<boolean> {
  try {
    const zip = await JSZip.loadAsync(bytes, { checkCRC32: false });
    return zip.file('[Content_Types].xml') !== null && zip.file('word/document.xml') !== null;
  } catch {
    return false;
  }
}

/** What the bytes are, or undefined: `file-type`'s answer, with Word files confirmed by their structure. */
async function sniff(bytes: Uint8Array, kind: DocumentKind): Promise<string | undefined> {
  if (kind === 'consent' && startsWithOle2(bytes)) return DOC;
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (detected === DOCX) return kind === 'consent' && (await isWordZip(bytes)) ? DOCX : undefined;
  return detected;
}

function extensionAgrees(mediaType: ConsentMediaType, extension: string): boolean {
  if (mediaType === 'application/pdf') return extension === 'pdf';
  if (mediaType === DOC) return extension === 'doc';
  if (mediaType === DOCX) return extension === 'docx';
  return IMAGE_EXTENSIONS.has(extension);
}

/**
 * What a file really is, read from its bytes (`file-type`), never from the name or the browser's
 * Content-Type: JPEG, PNG or PDF, else 415; for a signed consent (`kind` `consent`) also a Word file:
 * an OLE2 compound file (`.doc`) or a ZIP holding a Word document (`.docx`). The name's extension, when
 * it has one, must agree: an image extension on an image (JPEG and PNG are both re-encoded, so a mix-up
 * between them is harmless), `.pdf` on a PDF, `.doc` or `.docx` on the matching Word file (an OLE2 file
 * needs its `.doc`: Excel and Outlook use the same container). HTML, SVG and text have no signature and
 * are refused as unknown, whatever they are called.
 */
export async function detectDocumentType(bytes: Uint8Array, fileName: string): Promise<IdDocumentMediaType>;
export async function detectDocumentType(
  bytes: Uint8Array,
  fileName: string,
  kind: DocumentKind,
): Promise<ConsentMediaType>;
export async function detectDocumentType(
  bytes: Uint8Array,
  fileName: string,
  kind: DocumentKind = 'id',
): Promise<ConsentMediaType> {
  const detected = await sniff(bytes, kind);
  if (detected && HEIF_TYPES.has(detected)) {
    throw unsupported('HEIC photos are not accepted: choose a JPEG copy, or set the camera to "Most Compatible"');
  }
  if (!isAccepted(detected, kind)) {
    throw unsupported(
      kind === 'consent'
        ? 'Only JPEG, PNG, PDF and Word (.doc, .docx) files are accepted'
        : 'Only JPEG, PNG and PDF files are accepted',
    );
  }
  const extension = extensionOf(fileName);
  const agrees = extension === undefined ? detected !== DOC : extensionAgrees(detected, extension);
  if (!agrees) throw unsupported("The file's name does not match what it holds");
  return detected;
}

import { ID_DOCUMENT_MEDIA_TYPES, type IdDocumentMediaType } from '@voyage/domain';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../lib/http-error.ts';
import { extensionOf } from './sanitize-file-name.ts';

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'jpe', 'jfif', 'png']);
const HEIF_TYPES = new Set(['image/heic', 'image/heic-sequence', 'image/heif', 'image/heif-sequence']);

const unsupported = (message: string) => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

function isAccepted(mediaType: string | undefined): mediaType is IdDocumentMediaType {
  return (ID_DOCUMENT_MEDIA_TYPES as readonly string[]).includes(mediaType ?? '');
}

function extensionAgrees(mediaType: IdDocumentMediaType, extension: string): boolean {
  if (mediaType === 'application/pdf') return extension === 'pdf';
  return IMAGE_EXTENSIONS.has(extension);
}

/**
 * What a file really is, read from its bytes (`file-type`), never from the name or the browser's
 * Content-Type: JPEG, PNG or PDF, else 415, for an ID, a signed consent form and a receipt alike. Word
 * files (an OLE2 `.doc`, a `.docx`) are refused like any other type: nothing here can make one inert
 * before staff open it (docs/product/documents.md). The name's extension, when it has one, must agree:
 * an image extension on an image (JPEG and PNG are both re-encoded, so a mix-up between them is
 * harmless), `.pdf` on a PDF. HTML, SVG and text have no signature and are refused as unknown, whatever
 * they are called.
 */
export async function detectDocumentType(bytes: Uint8Array, fileName: string): Promise<IdDocumentMediaType> {
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (detected && HEIF_TYPES.has(detected)) {
    throw unsupported('HEIC photos are not accepted: choose a JPEG copy, or set the camera to "Most Compatible"');
  }
  if (!isAccepted(detected)) throw unsupported('Only JPEG, PNG and PDF files are accepted');
  const extension = extensionOf(fileName);
  if (extension !== undefined && !extensionAgrees(detected, extension)) {
    throw unsupported("The file's name does not match what it holds");
  }
  return detected;
}

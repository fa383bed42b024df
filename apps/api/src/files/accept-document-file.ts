import { createHash } from 'node:crypto';
import type { ConsentMediaType, IdDocumentMediaType } from '@voyage/domain';
import { HttpError } from '../lib/http-error.ts';
import { detectDocumentType, type DocumentKind } from './detect-document-type.ts';
import { reencodeImage } from './reencode-image.ts';
import { rewritePdf } from './rewrite-pdf.ts';
import { sanitizeFileName } from './sanitize-file-name.ts';

/** A file fit to store: the bytes to keep (re-encoded for images) and the metadata of its `files` row. */
export type AcceptedFile<M extends ConsentMediaType = IdDocumentMediaType> = {
  bytes: Buffer;
  mediaType: M;
  originalName: string;
  sizeBytes: number;
  sha256: string;
};

type Upload = { fileName: string; bytes: Buffer };

/** The bytes to keep: a PDF rewritten, an image re-encoded, a Word file as it came. */
async function safeBytes(bytes: Buffer, mediaType: ConsentMediaType): Promise<Buffer> {
  if (mediaType === 'application/pdf') return rewritePdf(bytes);
  if (mediaType === 'image/jpeg' || mediaType === 'image/png') return reencodeImage(bytes, mediaType);
  return bytes;
}

/**
 * An uploaded identity document (or, with `kind` `consent`, a signed consent form), checked and made
 * safe to keep and to hand to staff: typed by its content, images re-encoded, PDFs rewritten from their
 * pages alone, the name sanitised. A consent's Word file is kept exactly as sent (nothing in the product
 * opens it; staff download it). Size and SHA-256 are of the stored bytes, so a later check of the object
 * compares like with like.
 */
export async function acceptDocumentFile(upload: Upload): Promise<AcceptedFile>;
export async function acceptDocumentFile(upload: Upload, kind: DocumentKind): Promise<AcceptedFile<ConsentMediaType>>;
export async function acceptDocumentFile(
  upload: Upload,
  kind: DocumentKind = 'id',
): Promise<AcceptedFile<ConsentMediaType>> {
  if (upload.bytes.length === 0) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'The file is empty', { file: ['validation.required'] });
  }
  const mediaType = await detectDocumentType(upload.bytes, upload.fileName, kind);
  const bytes = await safeBytes(upload.bytes, mediaType);
  return {
    bytes,
    mediaType,
    originalName: sanitizeFileName(upload.fileName, mediaType),
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

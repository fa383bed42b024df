import { createHash } from 'node:crypto';
import type { IdDocumentMediaType } from '@voyage/domain';
import { HttpError } from '../lib/http-error.ts';
import { detectDocumentType } from './detect-document-type.ts';
import { reencodeImage } from './reencode-image.ts';
import { rewritePdf } from './rewrite-pdf.ts';
import { sanitizeFileName } from './sanitize-file-name.ts';

/** A file fit to store: the bytes to keep (re-encoded for images) and the metadata of its `files` row. */
export type AcceptedFile = {
  bytes: Buffer;
  mediaType: IdDocumentMediaType;
  originalName: string;
  sizeBytes: number;
  sha256: string;
};

type Upload = { fileName: string; bytes: Buffer };

/** The bytes to keep: a PDF rewritten, an image re-encoded. */
function safeBytes(bytes: Buffer, mediaType: IdDocumentMediaType): Promise<Buffer> {
  if (mediaType === 'application/pdf') return rewritePdf(bytes);
  return reencodeImage(bytes, mediaType);
}

/**
 * An uploaded identity document, signed consent form or receipt, checked and made safe to keep and to
 * hand to staff: typed by its content (JPEG, PNG or PDF), images re-encoded, PDFs rewritten from their
 * pages alone in a worker, the name sanitised. Nothing is kept as sent. Size and SHA-256 are of the
 * stored bytes, so a later check of the object compares like with like.
 */
export async function acceptDocumentFile(upload: Upload): Promise<AcceptedFile> {
  if (upload.bytes.length === 0) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'The file is empty', { file: ['validation.required'] });
  }
  const mediaType = await detectDocumentType(upload.bytes, upload.fileName);
  const bytes = await safeBytes(upload.bytes, mediaType);
  return {
    bytes,
    mediaType,
    originalName: sanitizeFileName(upload.fileName, mediaType),
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

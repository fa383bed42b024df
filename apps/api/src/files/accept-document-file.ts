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

/**
 * An uploaded identity document, checked and made safe to keep and to hand to staff: typed by its
 * content, images re-encoded, PDFs rewritten from their pages alone, the name sanitised. Size and SHA-256
 * are of the stored bytes, so a later check of the object compares like with like.
 */
export async function acceptDocumentFile(upload: { fileName: string; bytes: Buffer }): Promise<AcceptedFile> {
  if (upload.bytes.length === 0) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'The file is empty', { file: ['validation.required'] });
  }
  const mediaType = await detectDocumentType(upload.bytes, upload.fileName);
  const bytes =
    mediaType === 'application/pdf' ? await rewritePdf(upload.bytes) : await reencodeImage(upload.bytes, mediaType);
  return {
    bytes,
    mediaType,
    originalName: sanitizeFileName(upload.fileName, mediaType),
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './content-disposition.ts';

/** A stored upload opened for sending: its bytes and what its `files` row says of them. */
export type StoredFileDownload = { stream: Readable; sizeBytes: number; mediaType: string; fileName: string };

/**
 * Sends an uploaded file: whatever the bytes are, the browser saves them and may not sniff, run or
 * cache them (docs/product/security.md#serving-uploaded-files). An `<img>` still shows an image sent so.
 */
export function sendStoredFile(reply: FastifyReply, download: StoredFileDownload): FastifyReply {
  return reply
    .header('content-type', download.mediaType)
    .header('content-length', download.sizeBytes)
    .header('content-disposition', attachmentDisposition(download.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'no-store')
    .send(download.stream);
}

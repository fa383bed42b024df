import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../files/content-disposition.ts';
import type { ExportFile } from './export-table.ts';

/**
 * Sends an export as a download under its name: never shown inline, never sniffed, never cached. A stream is
 * piped to the reply as the client takes it (no length known ahead: the reply is chunked).
 */
export function sendExportFile(reply: FastifyReply, file: ExportFile): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(Buffer.isBuffer(file.body) || file.body instanceof Readable ? file.body : Buffer.from(file.body));
}

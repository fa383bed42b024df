import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers are sent as they are: compressing them costs more than the bytes it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers up to this size are compressed in one call and sent with their Content-Length; larger ones (and
 * every stream: the exports) through a compressing stream. A stream per answer (its transform, its flush, a
 * chunked reply) was a fifth of a list page's processor time; one call on a list of a few hundred rows takes
 * under a millisecond. @fastify/compress's own default for two cores is 8 KB, less than a page of 25 rows.
 */
export const ONE_CALL_COMPRESSION_MAX_BYTES = 256 * 1024;

/**
 * The answers worth compressing: JSON, HTML and other text (CSV exports, the OpenAPI page's scripts).
 * @fastify/compress also consults mime-db, which marks JPEG, PNG, PDF, XLSX and ZIP incompressible, so
 * stored uploads and binary exports always go out as they are, with their Content-Length
 * (docs/architecture.md#response-compression).
 */
export const isCompressibleType = (contentType: string): boolean =>
  /^(?:application\/(?:[\w.+-]+\+)?json|text\/(?!event-stream)[\w.+-]+|application\/javascript)\s*(?:;|$)/i.test(
    contentType,
  );

/**
 * Brotli (quality 4) or gzip (level 4), whichever the client prefers: fast settings, a list of a few
 * hundred rows shrinks about tenfold for a millisecond or two of CPU. The built web app's files carry
 * their own .br and .gz twins (@fastify/static sends those, already encoded; nothing is done twice).
 */
async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    syncThreshold: ONE_CALL_COMPRESSION_MAX_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: isCompressibleType,
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
    },
    zlibOptions: { level: 4 },
    // Request bodies are never compressed by our clients; a compressed one is refused like any other odd body.
    globalDecompression: false,
  });
}

export const compressionPlugin = fp(compression, { name: 'compression' });

import type { Readable } from 'node:stream';
import { ID_DOCUMENT_MAX_BYTES, ID_DOCUMENT_TYPES, type IdDocumentType } from '@voyage/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

/**
 * Every limit of the document form, explicit: @fastify/multipart bounds no total by itself (its default
 * is 1,000 parts), so one file of 10 MiB, the `type` field and nothing more.
 */
export const DOCUMENT_FORM_LIMITS = {
  fileSize: ID_DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 100,
  parts: 3,
  headerPairs: 100,
} as const;

export type DocumentForm = { type: IdDocumentType; fileName: string; bytes: Buffer };

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

function formError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return error;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The file is too large: at most 10 MB');
  if (TOO_LARGE.has(code))
    return new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many parts: send one file and its type');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the document as multipart/form-data');
  }
  if (code.startsWith('FST_')) return new HttpError(400, 'VALIDATION_FAILED', 'The form could not be read');
  return error;
}

async function discard(stream: Readable): Promise<void> {
  for await (const _chunk of stream);
}

function isDocumentType(value: unknown): value is IdDocumentType {
  return (ID_DOCUMENT_TYPES as readonly unknown[]).includes(value);
}

/**
 * Reads `type` (passport | id_card) and `file` from a multipart request, in either order, into memory
 * (at most 10 MiB). The whole form is read before it is judged, so a flood of parts is always a 413
 * rather than whatever the first odd part would have said.
 */
export async function readDocumentForm(request: FastifyRequest): Promise<DocumentForm> {
  let type: unknown;
  let file: { fileName: string; bytes: Buffer } | undefined;
  let hasStrayParts = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !file) {
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (part.type === 'file') {
        hasStrayParts = true;
        await discard(part.file);
      } else if (part.fieldname === 'type' && type === undefined && !part.valueTruncated) {
        type = part.value;
      } else {
        hasStrayParts = true;
      }
    }
  } catch (error) {
    throw formError(error);
  }

  const fieldErrors: Record<string, string[]> = {};
  if (type === undefined || type === '') fieldErrors.type = ['validation.required'];
  else if (!isDocumentType(type)) fieldErrors.type = ['validation.invalid'];
  if (!file) fieldErrors.file = ['validation.required'];
  if (hasStrayParts) fieldErrors._ = ['validation.invalid'];
  if (!file || !isDocumentType(type) || hasStrayParts) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'Send the document type and one file', fieldErrors);
  }
  return { type, ...file };
}

import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ID_DOCUMENT_MAX_BYTES, ID_DOCUMENT_TYPES, type IdDocumentType } from '@voyage/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import { newUploadTempPath } from './upload-temp-files.ts';

/**
 * Every limit of an upload form, explicit: @fastify/multipart bounds no total by itself (its default is
 * 1,000 parts), so one file of 10 MiB and at most two short fields (the ID's `type`; a payment's amount
 * and transfer date).
 */
export const DOCUMENT_FORM_LIMITS = {
  fileSize: ID_DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 100,
  parts: 3,
  headerPairs: 100,
} as const;

/** The form read: the file waits on disk (`path`), not in memory, until it is its turn to be checked. */
export type DocumentForm = { type: IdDocumentType; fileName: string; path: string };

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * What is thrown while the form is read comes from the client's bytes (@fastify/multipart's coded
 * limits, and the parser's plain errors for a form cut short or mangled: "Unexpected end of multipart
 * data", "Boundary not found"), which is the client's fault, never a 500; or from this machine (a
 * system error writing the temporary file: a full disk, no permission), which is ours and stays a 500.
 */
function formError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (typeof (error as { syscall?: unknown } | null)?.syscall === 'string') return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The file is too large: at most 10 MB');
  if (typeof code === 'string' && TOO_LARGE.has(code))
    return new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many parts: send one file and its type');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the document as multipart/form-data');
  }
  return new HttpError(400, 'VALIDATION_FAILED', 'The form could not be read: it was cut short or malformed', {
    _: ['validation.invalid'],
  });
}

async function discard(stream: Readable): Promise<void> {
  for await (const _chunk of stream);
}

function isDocumentType(value: unknown): value is IdDocumentType {
  return (ID_DOCUMENT_TYPES as readonly unknown[]).includes(value);
}

/** A form as read, before it is judged: its text fields by name, its one file, and whether anything else came. */
export type RawUploadForm = {
  fields: Partial<Record<string, string>>;
  file: { fileName: string; path: string } | undefined;
  hasStrayParts: boolean;
};

/**
 * Reads the text fields named in `fieldNames` and one `file` from a multipart request, in any order,
 * streaming the file (at most 10 MiB) to a temporary file, then hands the form to `use` and removes the
 * file, whatever happens. The whole form is read before it is judged, so a flood of parts is always a 413
 * rather than whatever the first odd part would have said.
 */
export async function withUploadForm<T>(
  request: FastifyRequest,
  fieldNames: readonly string[],
  use: (form: RawUploadForm) => Promise<T>,
): Promise<T> {
  const temporary = newUploadTempPath();
  try {
    return await use(await readUploadForm(request, temporary, fieldNames));
  } finally {
    await rm(temporary, { force: true });
  }
}

/** The registration's ID form: `type` (passport | id_card) and `file`. */
export function withDocumentForm<T>(request: FastifyRequest, use: (form: DocumentForm) => Promise<T>): Promise<T> {
  return withUploadForm(request, ['type'], async ({ fields, file, hasStrayParts }) => {
    const type = fields.type;
    const fieldErrors: Record<string, string[]> = {};
    if (type === undefined || type === '') fieldErrors.type = ['validation.required'];
    else if (!isDocumentType(type)) fieldErrors.type = ['validation.invalid'];
    if (!file) fieldErrors.file = ['validation.required'];
    if (hasStrayParts) fieldErrors._ = ['validation.invalid'];
    if (!file || !isDocumentType(type) || hasStrayParts) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'Send the document type and one file', fieldErrors);
    }
    return use({ type, ...file });
  });
}

async function readUploadForm(
  request: FastifyRequest,
  temporary: string,
  fieldNames: readonly string[],
): Promise<RawUploadForm> {
  const fields: Partial<Record<string, string>> = {};
  let file: { fileName: string; path: string } | undefined;
  let hasStrayParts = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !file) {
        await pipeline(part.file, createWriteStream(temporary, { mode: 0o600 }));
        file = { fileName: part.filename, path: temporary };
      } else if (part.type === 'file') {
        hasStrayParts = true;
        await discard(part.file);
      } else if (
        fieldNames.includes(part.fieldname) &&
        fields[part.fieldname] === undefined &&
        !part.valueTruncated &&
        typeof part.value === 'string'
      ) {
        fields[part.fieldname] = part.value;
      } else {
        hasStrayParts = true;
      }
    }
  } catch (error) {
    throw formError(error);
  }
  return { fields, file, hasStrayParts };
}

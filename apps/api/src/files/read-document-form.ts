import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ID_DOCUMENT_MAX_BYTES } from '@voyage/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationFailed } from '../lib/field-errors.ts';
import { HttpError } from '../lib/http-error.ts';
import { acceptDocumentFile, type AcceptedFile } from './accept-document-file.ts';
import { checkingQueue, startUpload } from './upload-slots.ts';
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

/**
 * A form as read, before it is judged: its text fields by name, its one file (waiting on disk, not in memory,
 * until it is its turn to be checked), and whether anything else came.
 */
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

type UploadOptions<Fields, Result> = {
  /** The uploads in progress it counts against (`guardian:…`, `draft:…`, `client:…`) and their limits. */
  slots: readonly [key: string, limit: number][];
  /** The form's text fields: their names are the object's keys; its issues are the form's `fieldErrors`. */
  fields: z.ZodObject & z.ZodType<Fields>;
  /** What the form sends, once its fields are judged and its file checked: the area's own operation. */
  use(form: { fields: Fields; file: AcceptedFile }): Promise<Result>;
};

/**
 * Every upload form, from start to end: the upload counted in its slots (429 when one is full), the form read
 * (`withUploadForm`), its text fields judged by the area's schema and the file required, all refused at once
 * with the one `validationFailed` (400, `fieldErrors` by field, `_` for a stray part), the file checked in
 * the checking queue (JPEG, PNG or PDF, made safe to keep), then the area's `use`.
 */
export async function receiveUpload<Fields, Result>(
  request: FastifyRequest,
  options: UploadOptions<Fields, Result>,
): Promise<Result> {
  const endUpload = startUpload(options.slots);
  try {
    return await withUploadForm(request, Object.keys(options.fields.shape), async (form) => {
      const fields = options.fields.safeParse(form.fields);
      const issues = [
        ...(fields.error?.issues ?? []),
        ...(form.file ? [] : [{ path: ['file'], message: 'validation.required' }]),
        ...(form.hasStrayParts ? [{ path: [], message: 'validation.invalid' }] : []),
      ];
      if (!fields.success || !form.file || issues.length > 0) throw validationFailed(issues);
      const { fileName, path } = form.file;
      const file = await checkingQueue(async () => acceptDocumentFile({ fileName, bytes: await readFile(path) }));
      return await options.use({ fields: fields.data, file });
    });
  } finally {
    endUpload();
  }
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

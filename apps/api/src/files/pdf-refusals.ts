import type { ErrorCode } from '@voyage/domain';
import { HttpError } from '../lib/http-error.ts';

/** An ID document or a consent form is a few pages; more is not what was asked for. */
export const MAX_PDF_PAGES = 50;
/** How deep the page tree may nest: a real file is one to three levels; a deeper one is built to be walked. */
export const MAX_PAGE_TREE_DEPTH = 32;
/**
 * What the streams of one PDF may unpack to, all together: object streams while it is read, then every
 * stream of the rewritten file (page drawings, images, fonts). Fifty scanned pages stay well under it; a
 * decompression bomb (a few hundred KB that unpack to gigabytes) is refused when it reaches it.
 */
export const MAX_UNPACKED_BYTES = 128 * 1024 * 1024;

/**
 * The refusals of a PDF, as the worker reports them and the API answers them. They cross the worker's
 * boundary as plain data (`PdfRefusal`) and become an `HttpError` on the API's side.
 */
export type PdfRefusal = { status: 413 | 415 | 422; code: ErrorCode; message: string };

export const PDF_REFUSALS = {
  notPdf: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only JPEG, PNG and PDF files are accepted' },
  unreadable: {
    status: 422,
    code: 'FILE_UNREADABLE',
    message: 'The PDF could not be read: it may be damaged or incomplete',
  },
  encrypted: {
    status: 415,
    code: 'PDF_ENCRYPTED',
    message: 'Password-protected PDFs are not accepted: save or scan the document without a password',
  },
  tooManyPages: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: `The PDF has too many pages: at most ${MAX_PDF_PAGES}`,
  },
  pageTree: {
    status: 422,
    code: 'PDF_PAGE_TREE_INVALID',
    message: "The PDF's list of pages loops or repeats itself: print or export it again as a new PDF",
  },
  unpacksTooLarge: {
    status: 422,
    code: 'PDF_UNPACKS_TOO_LARGE',
    message: `The PDF unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB: scan or export it again at a lower resolution`,
  },
  tooComplex: {
    status: 422,
    code: 'PDF_TOO_COMPLEX',
    message: 'The PDF took too long or too much memory to check: print or export it again as a new PDF',
  },
} as const satisfies Record<string, PdfRefusal>;

/** Thrown inside the rewrite for a file that is refused; carries what the API answers. */
export class PdfRefused extends Error {
  constructor(readonly refusal: PdfRefusal) {
    super(refusal.message);
  }
}

export const refuse = (refusal: PdfRefusal): PdfRefused => new PdfRefused(refusal);

export function httpErrorOf(refusal: PdfRefusal): HttpError {
  return new HttpError(refusal.status, refusal.code, refusal.message);
}

import type { ApiError } from '@voyage/domain';
import { HttpError } from '../../lib/http-error.ts';

/**
 * Why a statement file was not read (docs/product/payments.md#bank-statements): too large, XML a
 * statement never holds, not camt.053, an entry without what a line needs, or a CSV the chosen columns
 * do not fit. Nothing of such a file is imported.
 */
export type StatementProblem =
  | { code: 'STATEMENT_TOO_LARGE'; details: { maxBytes: number } }
  | { code: 'STATEMENT_UNSAFE_XML' | 'STATEMENT_NOT_CAMT053'; details?: undefined }
  | { code: 'STATEMENT_UNREADABLE'; details: { entry?: number; field: string } }
  | {
      code: 'STATEMENT_CSV_MAPPING';
      details: { row: number; column: string; problem: 'missing-column' | 'amount' | 'date' | 'quotes' };
    };

/** Statement files are read up to this size: a year of a busy account in camt.053 is far below it. */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;

export class StatementReadError extends HttpError {
  constructor(
    readonly problem: StatementProblem,
    message: string,
  ) {
    super(problem.code === 'STATEMENT_TOO_LARGE' ? 413 : 422, problem.code, message);
    this.name = 'StatementReadError';
  }

  override toBody(): ApiError & { details?: StatementProblem['details'] } {
    return this.problem.details ? { ...super.toBody(), details: this.problem.details } : super.toBody();
  }
}

/** The text of a statement file, refused before anything reads it when it is larger than the limit. */
export function statementText(file: Buffer | string): string {
  const bytes = typeof file === 'string' ? Buffer.byteLength(file) : file.byteLength;
  if (bytes > STATEMENT_MAX_BYTES) {
    throw new StatementReadError(
      { code: 'STATEMENT_TOO_LARGE', details: { maxBytes: STATEMENT_MAX_BYTES } },
      `A statement file may be at most ${STATEMENT_MAX_BYTES} bytes`,
    );
  }
  const text = typeof file === 'string' ? file : file.toString('utf8');
  return text.startsWith('\ufeff') ? text.slice(1) : text;
}

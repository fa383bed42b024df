import {
  csvMappingKey,
  csvMappingSchema,
  type CsvMappingChoice,
  type ReadStatement,
  type StatementFormat,
} from '@voyage/domain';
import type { Executor } from '../../db/executor.ts';
import { findCsvMapping, saveCsvMapping } from '../queries/statement-imports.ts';
import { validationFailed } from '../../lib/field-errors.ts';
import { readCamt053 } from './read-camt053.ts';
import { readStatementCsv } from './read-statement-csv.ts';
import { StatementReadError, statementText } from './statement-errors.ts';

/** The mapping sent with the file, read from its JSON; a mapping that is not one is a field error. */
function sentMapping(json: string): CsvMappingChoice {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw validationFailed([{ path: ['mapping'], message: 'validation.invalid' }]);
  }
  const parsed = csvMappingSchema.safeParse(value);
  if (!parsed.success) throw validationFailed([{ path: ['mapping'], message: 'validation.invalid' }]);
  return parsed.data;
}

/**
 * The statement of an uploaded file (docs/product/payments.md#importing-a-statement): a camt.053 as it
 * is, a CSV with the columns sent, or without them the columns remembered for the bank's name or the
 * file's header row. The columns that read a CSV are remembered for the next file of that bank.
 */
export async function readUploadedStatement(
  db: Executor,
  fields: { format: StatementFormat; mapping?: string; bankName?: string },
  bytes: Buffer,
): Promise<ReadStatement> {
  if (fields.format === 'camt053') return readCamt053(bytes);
  const headerRow = statementText(bytes).split(/\r?\n/, 1)[0] ?? '';
  const key = csvMappingKey({ bankName: fields.bankName, headerRow });
  const mapping = fields.mapping ? sentMapping(fields.mapping) : await findCsvMapping(db, key);
  if (!mapping) {
    throw new StatementReadError(
      { code: 'STATEMENT_CSV_MAPPING', details: { row: 1, column: '', problem: 'missing-column' } },
      'Choose the columns of this CSV: none are remembered for this bank',
    );
  }
  const statement = readStatementCsv(bytes, mapping);
  if (fields.mapping) {
    await saveCsvMapping(db, key, mapping);
  }
  return statement;
}

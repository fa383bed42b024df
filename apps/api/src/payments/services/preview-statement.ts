import {
  compactIban,
  matchStatementLines,
  type ReadStatement,
  type StatementFormat,
  type StatementImport,
} from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { listMatchCandidates } from '../queries/match-candidates.ts';
import {
  findImportedKeys,
  findTripBankAccount,
  insertStatementImport,
  type PreviewedLine,
} from '../queries/statement-imports.ts';
import { statementImportView } from '../statements/statement-view.ts';

/** The currency of every trip's account. */
export const TRIP_CURRENCY = 'EUR';

type PreviewOptions = {
  db: Database;
  tripId: number;
  format: StatementFormat;
  fileName: string;
  statement: ReadStatement;
  actorUserId: string;
  now: Date;
};

/**
 * A statement of another account than the trip's, or in another currency, is refused whole
 * (docs/product/payments.md#importing-a-statement): it is the wrong file, not lines to skip.
 */
function refuseOtherAccount(statement: ReadStatement, tripIban: string): void {
  const ofTrip = (iban: string | null) => iban === null || compactIban(iban) === tripIban;
  if (tripIban && !ofTrip(statement.accountIban) && !statement.lines.some((line) => ofTrip(line.accountIban))) {
    throw new HttpError(
      422,
      'STATEMENT_OTHER_ACCOUNT',
      `The statement is of ${statement.accountIban}, not the trip's account`,
    );
  }
  if (statement.currency !== null && statement.currency !== TRIP_CURRENCY) {
    throw new HttpError(
      422,
      'STATEMENT_OTHER_CURRENCY',
      `The statement is in ${statement.currency}, not ${TRIP_CURRENCY}`,
    );
  }
}

/**
 * `POST /api/admin/statements`: the statement read, each line judged against the trip's registrations and
 * the lines imported before, and kept as a preview; nothing is written to payments.
 */
export async function previewStatement(options: PreviewOptions): Promise<StatementImport> {
  const { db, tripId, statement, now } = options;
  const account = await findTripBankAccount(db, tripId);
  if (account === undefined) throw notFound('Trip');
  const tripIban = compactIban(account);
  refuseOtherAccount(statement, tripIban);
  const candidates = await listMatchCandidates(db, tripId, now, statement.lines);
  const imported = await findImportedKeys(
    db,
    tripId,
    statement.lines.map((line) => line.importKey),
  );
  const matches = matchStatementLines({
    lines: statement.lines,
    accountIban: tripIban || (statement.accountIban ?? ''),
    currency: TRIP_CURRENCY,
    importedKeys: imported,
    candidates,
  });
  const nameOf = new Map(candidates.map((candidate) => [candidate.travellerId, candidate.displayName]));
  const lines: PreviewedLine[] = statement.lines.map((line, index) => {
    const match = matches[index]!;
    const ids =
      match.state === 'matched'
        ? [match.travellerId]
        : match.state === 'suggested'
          ? match.suggestions.map((each) => each.travellerId)
          : match.state === 'error'
            ? match.travellerIds
            : [];
    return { line, match, names: Object.fromEntries(ids.map((id) => [id, nameOf.get(id) ?? ''])) };
  });
  const row = await insertStatementImport(db, {
    tripId,
    format: options.format,
    fileName: options.fileName.slice(0, 200),
    accountIban: statement.accountIban,
    lines,
    createdBy: options.actorUserId,
  });
  return statementImportView(row);
}

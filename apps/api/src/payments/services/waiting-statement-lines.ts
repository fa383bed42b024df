import type { LineMatch, WaitingStatementLine } from '@voyage/domain';
import type { Executor } from '../../db/executor.ts';
import { findTravellerNames, listWaitingLineRows } from '../queries/statement-imports.ts';
import { suggestionsOf } from '../statements/statement-view.ts';

/** A matched line the apply could not settle (the amount changed meanwhile) waits as a suggestion. */
function waitingMatch(match: LineMatch): LineMatch {
  return match.state === 'matched'
    ? {
        state: 'suggested',
        suggestions: [{ travellerId: match.travellerId, why: 'amount-refused', acceptedCents: [] }],
      }
    : match;
}

/**
 * `GET /api/admin/statement-lines`: the lines of applied statements that wait for staff (not matched, or
 * only suggested), oldest first, with the names of the travellers they point at.
 */
export async function listWaitingStatementLines(db: Executor, tripId: number): Promise<WaitingStatementLine[]> {
  const rows = await listWaitingLineRows(db, tripId);
  const matches = rows.map((row) => waitingMatch(row.match));
  const ids = [
    ...new Set(
      matches.flatMap((match) => (match.state === 'suggested' ? match.suggestions.map((s) => s.travellerId) : [])),
    ),
  ];
  const names = await findTravellerNames(db, ids);
  return rows.map((row, index) => {
    const match = matches[index]!;
    return {
      id: row.id,
      bookingDate: row.bookingDate,
      amountCents: row.amountCents,
      text: row.text,
      payerName: row.payerName,
      payerIban: row.payerIban,
      reference: row.reference,
      state: match.state === 'suggested' ? 'suggested' : 'not-matched',
      suggestions: suggestionsOf(match, names),
    };
  });
}

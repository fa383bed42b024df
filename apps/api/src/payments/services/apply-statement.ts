import { tripDate, type StatementImport } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import {
  insertStatementLines,
  lockStatementImport,
  markStatementApplied,
  type PreviewedLine,
} from '../queries/statement-imports.ts';
import { settleStatementLines } from '../statements/settle-statement-lines.ts';
import { statementImportView } from '../statements/statement-view.ts';

type ApplyOptions = RequestOrigin & {
  db: Database;
  importId: string;
  actorUserId: string;
  publicUrl: string;
  now: Date;
};

/** Lines kept by the apply: those that pay in or wait for staff; ignored, error and known lines are not. */
const KEPT = new Set(['matched', 'suggested', 'not-matched']);

/**
 * `POST /api/admin/statements/:id/apply` (docs/product/payments.md#importing-a-statement): in one
 * transaction, every line of the preview that pays in or waits is kept under its import key, and each
 * matched line that no other import kept first settles its registration's payment. The import row is
 * locked, so a second apply of the same preview waits and answers what the first did; the unique key
 * keeps an overlapping statement's lines from being applied twice.
 */
export async function applyStatement({ db, importId, now, ...options }: ApplyOptions): Promise<StatementImport> {
  const row = await db.transaction(async (tx) => {
    const locked = await lockStatementImport(tx, importId);
    if (!locked) throw notFound('Statement');
    if (locked.status === 'applied') return locked;
    const kept = locked.lines
      .map((previewed, position) => ({ previewed, position }))
      .filter(({ previewed }) => KEPT.has(previewed.match.state))
      // One order for every apply, so two imports of overlapping statements wait on each other's keys, never deadlock.
      .sort((a, b) => (a.previewed.line.importKey < b.previewed.line.importKey ? -1 : 1));
    const inserted = await insertStatementLines(
      tx,
      kept.map(({ previewed }) => lineRow(locked.tripId, importId, previewed)),
    );
    const result = { confirmed: 0, recorded: 0, waiting: 0, skipped: kept.length - inserted.size };
    // Only the lines this apply kept settle: a line another import kept first is that import's.
    const matched = kept.filter(
      ({ previewed }) => inserted.has(previewed.line.importKey) && previewed.match.state === 'matched',
    );
    const settled = await settleStatementLines(
      tx,
      locked.tripId,
      matched.map(({ previewed: { line, match } }) => ({
        ...options,
        now,
        travellerId: match.state === 'matched' ? match.travellerId : '',
        tripId: locked.tripId,
        lineId: inserted.get(line.importKey)!,
        amountCents: line.amountCents,
        receivedOn: minDay(line.bookingDate ?? line.valueDate ?? tripDate(now), tripDate(now)),
        note: [line.bankReference, line.text].filter(Boolean).join(' · '),
        payerIban: line.payerIban ?? null,
      })),
    );
    for (const each of settled) if (each.settled) result[each.settled]++;
    result.waiting = inserted.size - result.confirmed - result.recorded;
    await audit(tx, {
      ip: options.ip,
      requestId: options.requestId,
      actorUserId: options.actorUserId,
      action: 'statement.applied',
      entityType: 'statement',
      entityId: importId,
      tripId: locked.tripId,
      details: { fileName: locked.fileName, lines: locked.lines.length, ...result },
    });
    return markStatementApplied(tx, importId, { result, appliedAt: now, appliedBy: options.actorUserId });
  });
  return statementImportView(row);
}

/** A bank date after today (a value date ahead) is received today. */
const minDay = (day: string, today: string) => (day > today ? today : day);

function lineRow(tripId: number, importId: string, { line, match }: PreviewedLine) {
  return {
    tripId,
    importId,
    importKey: line.importKey,
    bookingDate: line.bookingDate ?? line.valueDate,
    amountCents: line.amountCents,
    text: line.text,
    payerName: line.payerName,
    payerIban: line.payerIban,
    reference: line.creditorReference,
    match,
    outcome: 'waiting' as const,
    travellerId: match.state === 'matched' ? match.travellerId : null,
  };
}

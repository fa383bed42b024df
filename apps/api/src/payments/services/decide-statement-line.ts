import { isUuid, tripDate } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { Transaction } from '../../db/executor.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { PaymentAmountError, paymentsClosed } from '../payment-refusals.ts';
import { lockStatementLine, updateStatementLine } from '../queries/statement-imports.ts';
import { settleStatementLine } from '../statements/settle-statement-line.ts';

type LineDecision = RequestOrigin & { db: Database; lineId: string; actorUserId: string; now: Date };

/** The waiting line, locked FOR UPDATE: two staff deciding on one line at once, the second finds it decided (409). */
async function lockWaitingLine(tx: Transaction, lineId: string) {
  const line = isUuid(lineId) ? await lockStatementLine(tx, lineId) : undefined;
  if (!line) throw notFound('Statement line');
  if (line.outcome !== 'waiting') throw new HttpError(409, 'CONFLICT', 'The line was already decided on');
  return line;
}

/**
 * `POST /api/admin/statement-lines/:id/assign` (docs/product/payments.md#lines-waiting): staff say whose
 * money a waiting line is. It settles that registration's payment as a matched line would; an amount the
 * exact-amount rule refuses only with `overrideReason` (up to the balance), which the audit row keeps.
 */
export async function assignStatementLine(
  options: LineDecision & { travellerId: string; overrideReason?: string; publicUrl: string },
): Promise<void> {
  const { db, lineId, now, ...rest } = options;
  await db.transaction(async (tx) => {
    const line = await lockWaitingLine(tx, lineId);
    const settled = await settleStatementLine(tx, {
      ...rest,
      now,
      tripId: line.tripId,
      lineId,
      amountCents: line.amountCents,
      receivedOn: line.bookingDate && line.bookingDate <= tripDate(now) ? line.bookingDate : tripDate(now),
      note: line.text,
      payerIban: line.payerIban ?? null,
    });
    if (!settled.settled) {
      if (settled.why === 'not-approved') throw paymentsClosed();
      throw new PaymentAmountError(settled.refusal);
    }
    await updateStatementLine(tx, lineId, {
      outcome: 'assigned',
      travellerId: options.travellerId,
      paymentId: settled.paymentId,
      reason: options.overrideReason ?? null,
      decidedBy: options.actorUserId,
    });
    await audit(tx, {
      ip: options.ip,
      requestId: options.requestId,
      actorUserId: options.actorUserId,
      action: 'statement.line-assigned',
      entityType: 'traveller',
      entityId: options.travellerId,
      tripId: line.tripId,
      details: {
        statementLineId: lineId,
        paymentId: settled.paymentId,
        amountCents: line.amountCents,
        overrideReason: options.overrideReason ?? null,
      },
    });
  });
}

/** `POST /api/admin/statement-lines/:id/set-aside`: a waiting line that pays no registration, with staff's reason. */
export async function setAsideStatementLine(options: LineDecision & { reason: string }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const line = await lockWaitingLine(tx, options.lineId);
    await updateStatementLine(tx, line.id, {
      outcome: 'set-aside',
      reason: options.reason,
      decidedBy: options.actorUserId,
    });
    await audit(tx, {
      ip: options.ip,
      requestId: options.requestId,
      actorUserId: options.actorUserId,
      action: 'statement.line-set-aside',
      entityType: 'statement-line',
      entityId: line.id,
      tripId: line.tripId,
      details: { amountCents: line.amountCents, reason: options.reason },
    });
  });
}

import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../db/executor.ts';
import type { AuditEntry } from '../../lib/audit.ts';
import { auditMany } from '../../audit/queries/audit-log.ts';
import { enqueueEmails, type EmailMessage } from '../../mail/enqueue-email.ts';
import { findReviewTrip, lockReviewedTravellers } from '../../review/queries/registration-review.ts';
import { receivedInstant } from '../payment-decision.ts';
import { approvePayments, insertPayments, listPaymentsOfTravellers, type NewPayment } from '../queries/payments.ts';
import { markStatementLinesApplied } from '../queries/statement-imports.ts';
import { tripTravellerPrices } from '../queries/traveller-prices.ts';
import {
  canSettle,
  judgeStatementLine,
  paymentsAfter,
  recordedPayment,
  settledRecords,
  type SettleLine,
  type Settled,
} from './settle-statement-line.ts';

/**
 * A whole statement's matched lines of one trip settled together, by the rules of `settleStatementLine`
 * (docs/product/payments.md#importing-a-statement), in the caller's transaction: the travellers locked
 * at once in the order of their ids, their payments, the trip and the prices read once, each line judged
 * in memory in turn (a traveller's later line sees what the earlier one settled), then the payments, the
 * lines, the families' e-mails and the audit rows written in batches. Answers each line's outcome, in order.
 */
export async function settleStatementLines(
  tx: Transaction,
  tripId: number,
  lines: readonly SettleLine[],
): Promise<Settled[]> {
  if (lines.length === 0) return [];
  const ids = lines.map((line) => line.travellerId);
  const locked = await lockReviewedTravellers(tx, ids);
  const counted = await listPaymentsOfTravellers(tx, ids);
  const trip = await findReviewTrip(tx, tripId);
  const prices = await tripTravellerPrices(tx, tripId);
  const recorded: (NewPayment & { id: string })[] = [];
  const confirmed: Parameters<typeof approvePayments>[1][number][] = [];
  const applied: { id: string; travellerId: string; paymentId: string }[] = [];
  const emails: EmailMessage[] = [];
  const audits: AuditEntry[] = [];
  const outcomes = lines.map((line): Settled => {
    const traveller = locked.get(line.travellerId);
    if (!canSettle(traveller, tripId)) return { settled: false, why: 'not-approved' };
    const standing = {
      traveller,
      trip,
      priceCents: prices.get(traveller.id)!.priceCents,
      counted: counted.get(traveller.id) ?? [],
    };
    const settlement = judgeStatementLine(standing, line);
    if (!settlement.settled) return settlement;
    const paymentId = settlement.settled === 'confirmed' ? settlement.waitingId : randomUUID();
    if (settlement.settled === 'confirmed') {
      const receivedAt = receivedInstant(line.receivedOn, line.now);
      confirmed.push({ id: paymentId, receivedAt, reviewedBy: line.actorUserId, payerIban: line.payerIban });
    } else {
      recorded.push({ ...recordedPayment(line), id: paymentId });
    }
    const after = paymentsAfter(standing.counted, settlement, paymentId, line.amountCents);
    counted.set(traveller.id, after);
    const { email, entry } = settledRecords(standing, line, settlement.settled, paymentId, after);
    emails.push(email);
    audits.push(entry);
    applied.push({ id: line.lineId, travellerId: traveller.id, paymentId });
    return { settled: settlement.settled, paymentId };
  });
  await insertPayments(tx, recorded);
  await approvePayments(tx, confirmed, lines[0]!.now);
  await markStatementLinesApplied(tx, applied, lines[0]!.actorUserId);
  await enqueueEmails(tx, emails);
  await auditMany(tx, audits);
  return outcomes;
}

import { isUuid, type Refund } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { findRefund, lockRefund, updateRefund, type LockedRefund, type RefundChange } from '../queries/refunds.ts';

type RefundAction = RequestOrigin & { db: Database; refundId: string; actorUserId: string; now: Date };

const alreadyRefunded = () => new HttpError(409, 'CONFLICT', 'The refund was already marked as sent');

/**
 * One change of a refund still owed, in one transaction: the row locked, the change and its audit row
 * written on the traveller (so it shows in the audit log with the registration), then the refund as the
 * list shows it.
 */
async function changeOwedRefund(
  { db, refundId, actorUserId, now, ip, requestId }: RefundAction,
  action: 'refund.iban-entered' | 'refund.marked-refunded',
  change: (refund: LockedRefund) => { change: RefundChange; details: Record<string, unknown> },
): Promise<Refund> {
  await db.transaction(async (tx) => {
    const refund = isUuid(refundId) ? await lockRefund(tx, refundId) : undefined;
    if (!refund) throw notFound('Refund');
    if (refund.refundedOn !== null) throw alreadyRefunded();
    const next = change(refund);
    await updateRefund(tx, refund.id, next.change, now);
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action,
      entityType: 'traveller',
      entityId: refund.travellerId,
      tripId: refund.tripId,
      details: { refundId: refund.id, refundCents: refund.refundCents, ...next.details },
    });
  });
  const refund = await findRefund(db, refundId);
  if (!refund) throw notFound('Refund');
  return refund;
}

/**
 * `POST /api/admin/refunds/:id/iban`: staff send the refund to another account than the paying one (none
 * recorded, or the family asked), always with a reason; the audit row keeps the account before and after.
 */
export function enterRefundIban(options: RefundAction & { iban: string; reason: string }): Promise<Refund> {
  return changeOwedRefund(options, 'refund.iban-entered', (refund) => ({
    change: {
      iban: options.iban,
      ibanSource: 'entered',
      ibanReason: options.reason,
      ibanEnteredBy: options.actorUserId,
    },
    details: { before: refund.iban, after: options.iban, reason: options.reason },
  }));
}

/** `POST /api/admin/refunds/:id/refunded`: the transfer left on `refundedOn`; only once an IBAN is known. */
export function markRefunded(options: RefundAction & { refundedOn: string }): Promise<Refund> {
  return changeOwedRefund(options, 'refund.marked-refunded', (refund) => {
    if (refund.iban === null) throw new HttpError(409, 'CONFLICT', 'The refund has no IBAN yet');
    return {
      change: { refundedOn: options.refundedOn, refundedBy: options.actorUserId },
      details: { refundedOn: options.refundedOn, iban: refund.iban },
    };
  });
}

import type { RegistrationStatus, Traveller } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { findMyTraveller } from '../../travellers/queries/my-travellers.ts';
import { cancellationMoneyData } from '../../payments/mail/cancellation-money-text.ts';
import { recordCancellationMoney } from '../../payments/services/cancellation-money.ts';
import { findReviewTrip } from '../queries/registration-review.ts';
import { changeRegistrationStatus, reviewMailBasics } from '../registration-status-change.ts';

type WithdrawOptions = RequestOrigin & {
  db: Database;
  travellerId: string;
  expectedStatus: RegistrationStatus;
  guardianUserId: string;
  publicUrl: string;
  now: Date;
};

/**
 * `POST /api/my/travellers/:id/withdraw`: the family withdraws its own pending or approved registration,
 * which becomes `cancelled` with the reason `withdrawn`; the e-mail confirms it with what is kept of the
 * money paid and what is refunded, and staff see it in the lists, the audit log and, when money is owed
 * back, under To refund (docs/product/review.md#withdrawal, docs/product/payments.md#refunds). Another family's id is not found.
 */
export async function withdrawRegistration({
  db,
  travellerId,
  expectedStatus,
  guardianUserId,
  publicUrl,
  now,
  ip,
  requestId,
}: WithdrawOptions): Promise<Traveller> {
  await db.transaction((tx) =>
    changeRegistrationStatus({
      tx,
      travellerId,
      action: 'withdraw',
      actor: { kind: 'guardian', userId: guardianUserId },
      expectedStatus,
      now,
      publicUrl,
      ip,
      requestId,
      extras: async (traveller) => {
        const trip = await findReviewTrip(tx, traveller.tripId);
        // What the schedule keeps and what goes back (docs/product/payments.md#refunds), written with the withdrawal.
        const money = await recordCancellationMoney(tx, traveller.id, now);
        return {
          details: { paidCents: money.paidCents, keptCents: money.keptCents, refundCents: money.refundCents },
          email: {
            template: 'registration-withdrawn',
            data: { ...reviewMailBasics(traveller, trip.title, publicUrl), ...cancellationMoneyData(money) },
          },
        };
      },
    }),
  );
  const traveller = await findMyTraveller(db, guardianUserId, travellerId);
  if (!traveller) throw notFound('Traveller');
  return traveller;
}

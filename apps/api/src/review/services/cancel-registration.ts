import type { AdminTraveller, RegistrationStatus } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { cancellationMoneyData } from '../../payments/mail/cancellation-money-text.ts';
import { recordCancellationMoney } from '../../payments/services/cancellation-money.ts';
import { findReviewTrip } from '../queries/registration-review.ts';
import { changeStatusAsStaff, reviewMailBasics } from '../registration-status-change.ts';

type CancelOptions = RequestOrigin & {
  db: Database;
  travellerId: string;
  expectedStatus: RegistrationStatus;
  reason: string;
  actorUserId: string;
  publicUrl: string;
  now: Date;
};

/**
 * `POST /api/admin/travellers/:id/cancel`: staff cancel an approved registration with a reason the family
 * reads (docs/product/review.md#cancellation-by-staff). In the one transaction of the status change: the
 * refund the trip's cancellation terms leave owed, to the paying account (docs/product/payments.md#refunds),
 * the audit row with the reason and the money, the family's e-mail with both, and the freed place offered to
 * the waiting list, as a withdrawal does.
 */
export function cancelRegistration({ publicUrl, reason, now, ...options }: CancelOptions): Promise<AdminTraveller> {
  return changeStatusAsStaff({
    ...options,
    action: 'cancel',
    reason,
    now,
    publicUrl,
    extras: async (traveller, tx) => {
      const trip = await findReviewTrip(tx, traveller.tripId);
      const money = await recordCancellationMoney(tx, traveller.id, now);
      return {
        details: { paidCents: money.paidCents, keptCents: money.keptCents, refundCents: money.refundCents },
        email: {
          template: 'registration-cancelled',
          data: {
            ...reviewMailBasics(traveller, trip.title, publicUrl),
            reason: reason.trim(),
            ...cancellationMoneyData(money),
          },
        },
      };
    },
  });
}

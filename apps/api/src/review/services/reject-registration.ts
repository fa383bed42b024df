import { reasonInLanguage, type AdminTraveller, type FamilyReason, type RegistrationStatus } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { findReviewTrip } from '../queries/registration-review.ts';
import { changeStatusAsStaff, reviewMailBasics } from '../registration-status-change.ts';

type RejectOptions = RequestOrigin & {
  db: Database;
  travellerId: string;
  expectedStatus: RegistrationStatus;
  reason: FamilyReason;
  actorUserId: string;
  publicUrl: string;
  now: Date;
};

/**
 * `POST /api/admin/travellers/:id/reject`: a pending registration is rejected with staff's reason,
 * which the family reads in the e-mail and on My Voyage: in their language when staff wrote it in both
 * (docs/product/review.md#rejection).
 */
export function rejectRegistration({ publicUrl, reason, ...options }: RejectOptions): Promise<AdminTraveller> {
  return changeStatusAsStaff({
    ...options,
    action: 'reject',
    publicUrl,
    reason: (traveller) => reasonInLanguage(reason, traveller.language),
    extras: async (traveller, tx) => {
      const trip = await findReviewTrip(tx, traveller.tripId);
      const text = reasonInLanguage(reason, traveller.language);
      const data = { ...reviewMailBasics(traveller, trip.title, publicUrl), reason: text };
      return { email: { template: 'registration-rejected', data } };
    },
  });
}

import type { AdminTraveller, RegistrationStatus } from '@voyage/domain';
import type { Database } from '../db/database.ts';
import type { RequestOrigin } from '../lib/audit.ts';
import { notFound } from '../lib/http-error.ts';
import { findReviewTrip } from '../queries/registration-review.ts';
import { findAdminTraveller } from '../queries/travellers.ts';
import { changeRegistrationStatus, reviewMailBasics } from './registration-status-change.ts';

type RejectOptions = RequestOrigin & {
  db: Database;
  travellerId: string;
  expectedStatus: RegistrationStatus;
  reason: string;
  actorUserId: string;
  publicUrl: string;
  now: Date;
};

/**
 * `POST /api/admin/registrations/:id/reject`: a pending registration is rejected with staff's reason,
 * which the family reads in the e-mail and on My Voyage (docs/product/review.md#rejection).
 */
export async function rejectRegistration({
  db,
  travellerId,
  expectedStatus,
  reason,
  actorUserId,
  publicUrl,
  now,
  ip,
  requestId,
}: RejectOptions): Promise<AdminTraveller> {
  await db.transaction((tx) =>
    changeRegistrationStatus({
      tx,
      travellerId,
      action: 'reject',
      actor: { kind: 'staff', userId: actorUserId },
      expectedStatus,
      reason,
      now,
      ip,
      requestId,
      extras: async (traveller) => {
        const trip = await findReviewTrip(tx, traveller.tripId);
        const data = { ...reviewMailBasics(traveller, trip.title, publicUrl), reason: reason.trim() };
        return { email: { template: 'registration-rejected', data } };
      },
    }),
  );
  const traveller = await findAdminTraveller(db, travellerId);
  if (!traveller) throw notFound('Registration');
  return traveller;
}

import type { AdminTraveller, RegistrationStatus } from '@voyage/domain';
import type { Database } from '../db/database.ts';
import type { RequestOrigin } from '../lib/audit.ts';
import { notFound } from '../lib/http-error.ts';
import { findAdminTraveller } from '../queries/travellers.ts';
import { changeRegistrationStatus } from './registration-status-change.ts';

type RestoreOptions = RequestOrigin & {
  db: Database;
  travellerId: string;
  expectedStatus: RegistrationStatus;
  actorUserId: string;
  now: Date;
};

/**
 * `POST /api/admin/registrations/:id/restore`: a deleted registration goes back to the status it had, with
 * its personal code and deadline as they were; nothing is e-mailed (docs/product/review.md#deletion-and-restore).
 */
export async function restoreRegistration({
  db,
  travellerId,
  expectedStatus,
  actorUserId,
  now,
  ip,
  requestId,
}: RestoreOptions): Promise<AdminTraveller> {
  await db.transaction((tx) =>
    changeRegistrationStatus({
      tx,
      travellerId,
      action: 'restore',
      actor: { kind: 'staff', userId: actorUserId },
      expectedStatus,
      now,
      ip,
      requestId,
    }),
  );
  const traveller = await findAdminTraveller(db, travellerId);
  if (!traveller) throw notFound('Registration');
  return traveller;
}

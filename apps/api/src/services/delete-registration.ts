import type { AdminTraveller, RegistrationStatus } from '@voyage/domain';
import type { Database } from '../db/database.ts';
import type { RequestOrigin } from '../lib/audit.ts';
import { notFound } from '../lib/http-error.ts';
import { findAdminTraveller } from '../queries/travellers.ts';
import { changeRegistrationStatus } from './registration-status-change.ts';

type DeleteOptions = RequestOrigin & {
  db: Database;
  travellerId: string;
  expectedStatus: RegistrationStatus;
  reason: string;
  actorUserId: string;
  now: Date;
};

/**
 * `POST /api/admin/registrations/:id/delete`: soft; the registration keeps its row and remembers its status
 * for a restore. The reason is staff's only, and nothing is e-mailed (docs/product/review.md#deletion-and-restore).
 */
export async function deleteRegistration({
  db,
  travellerId,
  expectedStatus,
  reason,
  actorUserId,
  now,
  ip,
  requestId,
}: DeleteOptions): Promise<AdminTraveller> {
  await db.transaction((tx) =>
    changeRegistrationStatus({
      tx,
      travellerId,
      action: 'delete',
      actor: { kind: 'staff', userId: actorUserId },
      expectedStatus,
      reason,
      now,
      ip,
      requestId,
    }),
  );
  const traveller = await findAdminTraveller(db, travellerId);
  if (!traveller) throw notFound('Registration');
  return traveller;
}

import type { AdminTraveller, RegistrationStatus } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { changeStatusAsStaff } from '../registration-status-change.ts';
import { requirePlaceFor } from '../../places/trip-places.ts';

type RestoreOptions = RequestOrigin & {
  db: Database;
  travellerId: string;
  expectedStatus: RegistrationStatus;
  actorUserId: string;
  now: Date;
};

/**
 * `POST /api/admin/travellers/:id/restore`: a deleted registration goes back to the status it had, with
 * its personal code and deadline as they were; nothing is e-mailed (docs/product/review.md#deletion-and-restore).
 * Going back to approved takes a place again: with none free on its departure or the trip it is refused
 * like an approval and stays deleted (docs/product/places.md#each-path).
 */
export function restoreRegistration(options: RestoreOptions): Promise<AdminTraveller> {
  return changeStatusAsStaff({
    ...options,
    action: 'restore',
    extras: async (traveller, tx) => {
      if (traveller.statusBeforeDeletion === 'approved') await requirePlaceFor(tx, traveller, options.now);
      return {};
    },
  });
}

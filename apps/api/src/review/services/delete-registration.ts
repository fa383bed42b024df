import type { AdminTraveller, RegistrationStatus } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { changeStatusAsStaff } from '../registration-status-change.ts';

type DeleteOptions = RequestOrigin & {
  db: Database;
  travellerId: string;
  expectedStatus: RegistrationStatus;
  reason: string;
  actorUserId: string;
  now: Date;
};

/**
 * `POST /api/admin/travellers/:id/delete`: soft; the registration keeps its row and remembers its status
 * for a restore. The reason is staff's only, and nothing is e-mailed (docs/product/review.md#deletion-and-restore).
 */
export function deleteRegistration(options: DeleteOptions): Promise<AdminTraveller> {
  return changeStatusAsStaff({ ...options, action: 'delete' });
}

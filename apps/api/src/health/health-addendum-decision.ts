import type { HealthAddendumStatus, StaffHealthAddendum } from '@voyage/domain';
import { HttpError } from '../lib/http-error.ts';
import type { ReviewArea } from '../review-kernel/decision.ts';
import { staffAddendumView } from './addendum-view.ts';
import { findAddendum, findAddendumTravellerId, lockAddendum, type LockedAddendum } from './queries/health-addenda.ts';

/**
 * Health addenda in the review kernel (docs/decisions/020-review-kernel.md): the acknowledgement locks the
 * traveller, then the addendum, so two acknowledgements run one after the other and the second is a 409.
 * Built with the key, since the staff view opens the text.
 */
export function healthAddendumReview(key: Buffer): ReviewArea<LockedAddendum, StaffHealthAddendum> {
  return {
    noun: 'Health addendum',
    auditKey: 'addendumId',
    findTravellerId: findAddendumTravellerId,
    lock: lockAddendum,
    conflict: (status: HealthAddendumStatus) =>
      new HttpError(409, 'CONFLICT', `The change is ${status} already, not waiting`),
    findStaffView: async (db, id) => {
      const row = await findAddendum(db, id);
      return row ? staffAddendumView(key, row) : undefined;
    },
  };
}

import { reasonInLanguage, type FamilyReason, type StaffChangeRequest } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { decideAsStaff } from '../../review-kernel/decision.ts';
import { reviewMailBasics } from '../../review/registration-status-change.ts';
import { changeRequestReview } from '../change-request-decision.ts';
import { decideChangeRequestRow } from '../queries/change-requests.ts';

type RefuseOptions = RequestOrigin & {
  db: Database;
  changeRequestId: string;
  reason: FamilyReason;
  actorUserId: string;
  actorName: string;
  publicUrl: string;
  now: Date;
};

/**
 * `POST /api/admin/change-requests/:id/refuse` (docs/product/corrections.md#staff-decide): nothing changes; the
 * family reads staff's reason in its language (or the other, when only that was written) in the e-mail and in
 * My Voyage.
 */
export function refuseChangeRequest({
  changeRequestId,
  reason,
  actorName,
  publicUrl,
  now,
  ...decision
}: RefuseOptions): Promise<StaffChangeRequest> {
  return decideAsStaff({
    ...decision,
    area: changeRequestReview,
    id: changeRequestId,
    from: 'waiting',
    async decide(tx, { item, traveller, trip }) {
      const text = reasonInLanguage(reason, traveller.language);
      await decideChangeRequestRow(tx, item.id, {
        status: 'refused',
        by: decision.actorUserId,
        byName: actorName,
        at: now,
        reason: text,
      });
      const fields = item.changes.map((change) => change.field);
      return {
        action: 'change-request.refused',
        details: { fields, reason: text },
        mail: {
          template: 'change-request-refused',
          data: { ...reviewMailBasics(traveller, trip.title, publicUrl), fields: fields.join(','), reason: text },
        },
      };
    },
  });
}

import {
  correctableDetailsOf,
  familyCorrectionDetailsSchemaFor,
  isLiveStatus,
  requestedDetails,
  type StaffChangeRequest,
} from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { decideAsStaff } from '../../review-kernel/decision.ts';
import { reviewMailBasics } from '../../review/registration-status-change.ts';
import { writeDetailsChange } from '../../travellers/details-change.ts';
import { findStudentForm } from '../../travellers/queries/student-form.ts';
import { changeRequestReview } from '../change-request-decision.ts';
import { changeRequestNotApplicable, correctionsClosed } from '../correction-errors.ts';
import { decideChangeRequestRow } from '../queries/change-requests.ts';

type ApproveOptions = RequestOrigin & {
  db: Database;
  changeRequestId: string;
  actorUserId: string;
  actorName: string;
  publicUrl: string;
  now: Date;
};

/**
 * `POST /api/admin/change-requests/:id/approve` (docs/product/corrections.md#staff-decide): the change is made
 * as staff's own correction is (the registration form's rules, roommates regrouped, a room of more than three
 * refused with 409 `ROOMMATE_GROUP_FULL`) on the registration as it is now; the family is e-mailed in its
 * language. When it cannot be made (the registration is no longer pending or approved: `CORRECTIONS_CLOSED`;
 * the values no longer pass the rules: `CHANGE_REQUEST_NOT_APPLICABLE`), nothing is written and it still waits.
 */
export function approveChangeRequest({
  changeRequestId,
  actorName,
  publicUrl,
  now,
  ...decision
}: ApproveOptions): Promise<StaffChangeRequest> {
  return decideAsStaff({
    ...decision,
    area: changeRequestReview,
    id: changeRequestId,
    from: 'waiting',
    async decide(tx, { item, traveller, trip }) {
      if (!isLiveStatus(traveller.status)) throw correctionsClosed();
      const current = (await findStudentForm(tx, traveller.id, { forUpdate: true }))!;
      const asked = requestedDetails(correctableDetailsOf(current.details), item.changes);
      const checked = familyCorrectionDetailsSchemaFor(current.details).safeParse(asked);
      if (!checked.success) throw changeRequestNotApplicable();
      const written = await writeDetailsChange(tx, current, checked.data, { isFullRoomRefused: true, now });
      await decideChangeRequestRow(tx, item.id, {
        status: 'approved',
        by: decision.actorUserId,
        byName: actorName,
        at: now,
        reason: '',
      });
      const fields = item.changes.map((change) => change.field);
      return {
        action: 'change-request.approved',
        details: { fields, written },
        mail: {
          template: 'change-request-approved',
          data: { ...reviewMailBasics(traveller, trip.title, publicUrl), fields: fields.join(',') },
        },
      };
    },
  });
}

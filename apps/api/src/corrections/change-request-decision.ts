import type { ChangeRequestStatus, StaffChangeRequest } from '@voyage/domain';
import { HttpError } from '../lib/http-error.ts';
import type { ReviewArea } from '../review-kernel/decision.ts';
import { staffChangeRequestView } from './change-request-view.ts';
import { lockTravellerTrip } from './queries/correctable-traveller.ts';
import {
  findChangeRequestTravellerId,
  findStaffChangeRequestRow,
  lockChangeRequest,
  type LockedChangeRequest,
} from './queries/change-requests.ts';

/**
 * Change requests in the review kernel (docs/decisions/020-review-kernel.md): the trip's registration lock
 * first (an approval may move rooms), then the traveller, then the request, so two decisions on one request
 * run one after the other and the second is a 409.
 */
export const changeRequestReview: ReviewArea<LockedChangeRequest, StaffChangeRequest> = {
  noun: 'Change request',
  auditKey: 'changeRequestId',
  findTravellerId: findChangeRequestTravellerId,
  lock: lockChangeRequest,
  conflict: (status: ChangeRequestStatus) => new HttpError(409, 'CONFLICT', `The request is ${status} already`),
  findStaffView: async (db, id) => {
    const row = await findStaffChangeRequestRow(db, id);
    return row ? staffChangeRequestView(row) : undefined;
  },
  lockFirst: lockTravellerTrip,
};

import type { ChangeRequestStatus, StaffChangeRequest } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { findStudentForm } from '../../travellers/queries/student-form.ts';
import { staffChangeRequestView } from '../change-request-view.ts';
import { travellerChangeRequests, tripChangeRequests } from '../queries/change-requests.ts';

/** Staff and the requests families sent after the freeze (docs/product/corrections.md#staff-decide). */

/** `GET /api/admin/change-requests`: the trip's requests in one status, the queue's order. */
export async function listTripChangeRequests(
  db: Database,
  tripId: number,
  status: ChangeRequestStatus,
): Promise<StaffChangeRequest[]> {
  return (await tripChangeRequests(db, tripId, status)).map(staffChangeRequestView);
}

/** `GET /api/admin/travellers/:id/change-requests`: one registration's requests, the newest first. */
export async function listTravellerChangeRequests(db: Database, travellerId: string): Promise<StaffChangeRequest[]> {
  if (!(await findStudentForm(db, travellerId))) throw notFound('Registration');
  return (await travellerChangeRequests(db, travellerId)).map(staffChangeRequestView);
}

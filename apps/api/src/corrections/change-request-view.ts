import type { FamilyChangeRequest, StaffChangeRequest } from '@voyage/domain';
import type { ChangeRequestRow, StaffChangeRequestRow } from './queries/change-requests.ts';

/** A request as the family reads it (docs/product/corrections.md#after-the-freeze): no staff names. */
export function familyChangeRequestView(row: ChangeRequestRow): FamilyChangeRequest {
  return {
    id: row.id,
    changes: row.changes,
    status: row.status,
    sentAt: row.sentAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason === '' ? null : row.reason,
  };
}

/** A request as staff read it: whose, who sent it and who decided. */
export function staffChangeRequestView(row: StaffChangeRequestRow): StaffChangeRequest {
  return {
    ...familyChangeRequestView(row),
    travellerId: row.travellerId,
    travellerName: `${row.firstName} ${row.lastName}`,
    language: row.language,
    schoolName: row.schoolName,
    departureId: row.departureId,
    sentByName: row.sentByName,
    decidedByName: row.decidedByName,
  };
}

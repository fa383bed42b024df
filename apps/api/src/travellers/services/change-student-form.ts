import { isTravellerAgeOn, isUuid, type AdminTraveller, type StaffDetailsBody } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { validationFailed } from '../../lib/field-errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { lockDetails, writeDetailsChange } from '../details-change.ts';
import { findAdminTraveller } from '../queries/travellers.ts';

type ChangeStudentFormOptions = RequestOrigin &
  StaffDetailsBody & {
    db: Database;
    travellerId: string;
    actorUserId: string;
    now: Date;
  };

/**
 * `PATCH /api/admin/travellers/:id/details` (docs/product/documents.md#student-form): staff correct a
 * registration's details under the same rules as the registration form. One transaction under the trip's
 * registration lock (names and roommates move rooms, as a registration does): the row is checked against
 * `expectedUpdatedAt`, the rooms regrouped, and one audit row names the fields that changed, never their
 * values. Nothing changed writes nothing. A deleted registration is 409: restore it first.
 */
export async function changeStudentForm({
  db,
  travellerId,
  details,
  expectedUpdatedAt,
  actorUserId,
  now,
  ip,
  requestId,
}: ChangeStudentFormOptions): Promise<AdminTraveller> {
  if (!isUuid(travellerId)) throw notFound('Registration');
  return db.transaction(async (tx) => {
    const current = await lockDetails(tx, travellerId);
    if (!current) throw notFound('Registration');
    if (current.status === 'deleted') {
      throw new HttpError(409, 'CONFLICT', 'This registration is deleted; restore it before changing its details');
    }
    if (expectedUpdatedAt !== undefined && new Date(expectedUpdatedAt).getTime() !== current.updatedAt.getTime()) {
      throw new HttpError(409, 'CONFLICT', 'The registration was changed meanwhile; reload it and try again');
    }
    if (!isTravellerAgeOn(details.dateOfBirth, current.tripStartsOn)) {
      throw validationFailed([{ path: ['details', 'dateOfBirth'], message: 'validation.travellerAge' }]);
    }

    const fields = await writeDetailsChange(tx, current, details, { isFullRoomRefused: true, now });
    if (fields.length > 0) {
      await audit(tx, {
        ip,
        requestId,
        actorUserId,
        action: 'registration.details-changed',
        entityType: 'traveller',
        entityId: current.id,
        tripId: current.tripId,
        details: { fields },
      });
    }
    return (await findAdminTraveller(tx, current.id))!;
  });
}

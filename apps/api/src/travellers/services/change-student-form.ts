import {
  changedStudentFormFields,
  isTravellerAgeOn,
  LIVE_STATUSES,
  isUuid,
  type AdminTraveller,
  type StaffDetailsBody,
} from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { validationFailed } from '../../lib/field-errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import {
  liveSchoolmates,
  lockTripRegistrations,
  roommateGroupMembers,
} from '../../registration/queries/registration-travellers.ts';
import { findStudentForm, updateStudentForm } from '../queries/student-form.ts';
import { findAdminTraveller } from '../queries/travellers.ts';
import { regroupRoommates, requireRoom } from '../../registration/roommate-rooms.ts';

type ChangeStudentFormOptions = RequestOrigin &
  StaffDetailsBody & {
    db: Database;
    travellerId: string;
    actorUserId: string;
    now: Date;
  };

/** Fields that decide whom a traveller shares a room with. */
const ROOM_FIELDS = new Set(['firstName', 'lastName', 'roommates']);

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
    const seen = await findStudentForm(tx, travellerId);
    if (!seen) throw notFound('Registration');
    await lockTripRegistrations(tx, seen.tripId);
    const current = (await findStudentForm(tx, travellerId, { forUpdate: true }))!;
    if (current.status === 'deleted') {
      throw new HttpError(409, 'CONFLICT', 'This registration is deleted; restore it before changing its details');
    }
    if (expectedUpdatedAt !== undefined && new Date(expectedUpdatedAt).getTime() !== current.updatedAt.getTime()) {
      throw new HttpError(409, 'CONFLICT', 'The registration was changed meanwhile; reload it and try again');
    }
    if (!isTravellerAgeOn(details.dateOfBirth, current.tripStartsOn)) {
      throw validationFailed([{ path: ['details', 'dateOfBirth'], message: 'validation.travellerAge' }]);
    }

    const fields = changedStudentFormFields(current.details, details);
    if (fields.length > 0) {
      const movesRooms = fields.some((field) => ROOM_FIELDS.has(field));
      const isLive = (LIVE_STATUSES as readonly string[]).includes(current.status);
      if (movesRooms && isLive)
        requireRoom({ id: current.id, ...details }, await liveSchoolmates(tx, current.schoolId));
      const formerRoommates = current.roommateGroupId ? await roommateGroupMembers(tx, current.roommateGroupId) : [];
      await updateStudentForm(tx, current.id, details, { emailChanged: fields.includes('guardianEmail'), now });
      if (movesRooms) await regroupRoommates(tx, current.schoolId, [current.id, ...formerRoommates]);
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

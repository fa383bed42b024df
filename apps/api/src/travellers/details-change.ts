import { changedStudentFormFields, isLiveStatus, type StudentFormDetails, type StudentFormField } from '@voyage/domain';
import type { Executor } from '../db/executor.ts';
import {
  liveSchoolmates,
  lockTripRegistrations,
  roommateGroupMembers,
} from '../registration/queries/registration-travellers.ts';
import { regroupRoommates, requireRoom } from '../registration/roommate-rooms.ts';
import { lockReviewedTraveller } from '../review/queries/registration-review.ts';
import { findStudentForm, updateStudentForm, type StudentFormRow } from './queries/student-form.ts';

/**
 * A registration's details changed after it was sent, by staff (docs/product/documents.md#student-form) or by
 * the family (docs/product/corrections.md): one way for both, so the rooms follow the names and roommates
 * whoever changes them.
 */

/** Fields that decide whom a traveller shares a room with. */
const ROOM_FIELDS: ReadonlySet<StudentFormField> = new Set(['firstName', 'lastName', 'roommates']);

/**
 * The registration as it is, under the trip's registration lock (names and roommates move rooms, as a
 * registration does) and locked FOR UPDATE. With `guardianUserId`, only that guardian's own registration is
 * found (as My Voyage lists them). Undefined when there is none.
 */
export async function lockDetails(
  tx: Executor,
  travellerId: string,
  { guardianUserId }: { guardianUserId?: string } = {},
): Promise<StudentFormRow | undefined> {
  const seen = await findStudentForm(tx, travellerId);
  if (!seen) return undefined;
  await lockTripRegistrations(tx, seen.tripId);
  if (guardianUserId && !(await lockReviewedTraveller(tx, travellerId, { guardianUserId }))) return undefined;
  return findStudentForm(tx, travellerId, { forUpdate: true });
}

type WriteOptions = {
  /**
   * Refuse a room of more than three (409 ROOMMATE_GROUP_FULL): staff may know it; a family's own change never
   * is refused so, since the answer would tell it about other families' rooms (docs/product/registration.md#roommates).
   */
  isFullRoomRefused: boolean;
  now: Date;
};

/**
 * Writes the fields of `change` whose values differ from `current` (read by `lockDetails`) and regroups the
 * rooms when names or roommates changed. Returns the names of the fields changed, in the form's order; nothing
 * changed writes nothing. The caller writes its own audit row.
 */
export async function writeDetailsChange(
  tx: Executor,
  current: StudentFormRow,
  change: Partial<StudentFormDetails>,
  { isFullRoomRefused, now }: WriteOptions,
): Promise<StudentFormField[]> {
  const next = { ...current.details, ...change };
  const fields = changedStudentFormFields(current.details, next);
  if (fields.length === 0) return [];
  const movesRooms = fields.some((field) => ROOM_FIELDS.has(field));
  if (movesRooms && isFullRoomRefused && isLiveStatus(current.status)) {
    requireRoom({ id: current.id, ...next }, await liveSchoolmates(tx, current.schoolId));
  }
  const formerRoommates = current.roommateGroupId ? await roommateGroupMembers(tx, current.roommateGroupId) : [];
  const values = Object.fromEntries(fields.map((field) => [field, next[field]])) as Partial<StudentFormDetails>;
  await updateStudentForm(tx, current.id, values, { now });
  if (movesRooms) await regroupRoommates(tx, current.schoolId, [current.id, ...formerRoommates]);
  return fields;
}

import type { RegistrationStatus, StoredStudentFormDetails, StudentFormDetails } from '@voyage/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { travellers, trips, user } from '../../db/schema/index.ts';
import { travellerColumns } from '../../registration/queries/registration-travellers.ts';
import { travellerDetailsColumns } from './traveller-details-columns.ts';

/** What the student form reads of the registration it changes. */
export type StudentFormRow = {
  id: string;
  tripId: number;
  schoolId: number;
  status: RegistrationStatus;
  roommateGroupId: string | null;
  updatedAt: Date;
  tripStartsOn: string;
  details: StoredStudentFormDetails;
};

/** The registration whatever its status, with its trip's first day; locked FOR UPDATE with `forUpdate`. */
export async function findStudentForm(
  tx: Executor,
  travellerId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<StudentFormRow | undefined> {
  const query = tx
    .select({
      id: travellers.id,
      tripId: travellers.tripId,
      schoolId: travellers.schoolId,
      status: travellers.status,
      roommateGroupId: travellers.roommateGroupId,
      updatedAt: travellers.updatedAt,
      tripStartsOn: trips.startsOn,
      ...travellerDetailsColumns,
      roommates: travellers.roommates,
    })
    .from(travellers)
    .innerJoin(trips, eq(trips.id, travellers.tripId))
    .where(eq(travellers.id, travellerId));
  const [row] = forUpdate ? await query.for('update', { of: travellers }) : await query;
  if (!row) return undefined;
  const { id, tripId, schoolId, status, roommateGroupId, updatedAt, tripStartsOn, ...details } = row;
  return { id, tripId, schoolId, status, roommateGroupId, updatedAt, tripStartsOn, details };
}

/**
 * Writes the corrected details. A new guardian e-mail also moves the registration to that address's
 * account, if there is one (My Voyage finds registrations by the account's verified e-mail).
 */
export async function updateStudentForm(
  tx: Executor,
  travellerId: string,
  details: StudentFormDetails,
  { emailChanged, now }: { emailChanged: boolean; now: Date },
): Promise<void> {
  const account = sql`(select ${user.id} from ${user} where ${user.email} = ${details.guardianEmail} limit 1)`;
  await tx
    .update(travellers)
    .set({
      ...travellerColumns(details),
      ...(emailChanged ? { guardianUserId: account } : {}),
      updatedAt: now,
    })
    .where(eq(travellers.id, travellerId));
}

import type { RegistrationStatus, StoredStudentFormDetails, StudentFormDetails } from '@voyage/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { travellers, trips, user } from '../../db/schema/index.ts';
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
  /** The trip's setting: from this many days before it leaves, a family's correction is a request. */
  tripCorrectionsFreezeDays: number;
  details: StoredStudentFormDetails;
};

/** The registration whatever its status, with its trip's first day and freeze; locked FOR UPDATE with `forUpdate`. */
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
      tripCorrectionsFreezeDays: trips.correctionsFreezeDays,
      ...travellerDetailsColumns,
      roommates: travellers.roommates,
    })
    .from(travellers)
    .innerJoin(trips, eq(trips.id, travellers.tripId))
    .where(eq(travellers.id, travellerId));
  const [row] = forUpdate ? await query.for('update', { of: travellers }) : await query;
  if (!row) return undefined;
  const {
    id,
    tripId,
    schoolId,
    status,
    roommateGroupId,
    updatedAt,
    tripStartsOn,
    tripCorrectionsFreezeDays,
    ...details
  } = row;
  return { id, tripId, schoolId, status, roommateGroupId, updatedAt, tripStartsOn, tripCorrectionsFreezeDays, details };
}

/**
 * Writes the details given, and only those. A new guardian e-mail also moves the registration to that
 * address's account, if there is one (My Voyage finds registrations by the account's verified e-mail).
 */
export async function updateStudentForm(
  tx: Executor,
  travellerId: string,
  values: Partial<StudentFormDetails>,
  { now }: { now: Date },
): Promise<void> {
  const relinked =
    values.guardianEmail === undefined
      ? {}
      : { guardianUserId: sql`(select ${user.id} from ${user} where ${user.email} = ${values.guardianEmail} limit 1)` };
  await tx
    .update(travellers)
    .set({ ...values, ...relinked, updatedAt: now })
    .where(eq(travellers.id, travellerId));
}

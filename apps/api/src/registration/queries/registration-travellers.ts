import { LIVE_STATUSES, type RegistrationStatus, type RoommatePerson, type TravellerDetails } from '@voyage/domain';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { documents, travellers } from '../../db/schema/index.ts';
import type { Executor } from '../../db/executor.ts';

/**
 * Every transaction that may add a traveller to a trip, or move one between rooms, takes this lock
 * first: the duplicate and room checks then see every earlier registration
 * (docs/product/security.md#workflow-order-and-double-booking).
 * A transaction-scoped advisory lock, released by commit or rollback, on PGlite and PostgreSQL alike.
 */
export async function lockTripRegistrations(tx: Executor, tripId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`registration:${tripId}`}))`);
}

type PersonOnTrip = Pick<TravellerDetails, 'firstName' | 'lastName' | 'dateOfBirth'>;

/** A live registration of the same child on the trip (same names and date of birth), other than `exceptId`. */
export async function findDuplicateTraveller(
  tx: Executor,
  tripId: number,
  person: PersonOnTrip,
  exceptId?: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: travellers.id })
    .from(travellers)
    .where(
      and(
        eq(travellers.tripId, tripId),
        inArray(travellers.status, [...LIVE_STATUSES]),
        sql`upper(${travellers.firstName}) = ${person.firstName.toUpperCase()}`,
        sql`upper(${travellers.lastName}) = ${person.lastName.toUpperCase()}`,
        eq(travellers.dateOfBirth, person.dateOfBirth),
        exceptId ? ne(travellers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row?.id;
}

export type Schoolmate = RoommatePerson & { roommateGroupId: string | null };

/** The live registrations of one school (one registration code): whom roommates are matched against. */
export async function liveSchoolmates(tx: Executor, schoolId: number): Promise<Schoolmate[]> {
  return tx
    .select({
      id: travellers.id,
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      roommates: travellers.roommates,
      roommateGroupId: travellers.roommateGroupId,
    })
    .from(travellers)
    .where(and(eq(travellers.schoolId, schoolId), inArray(travellers.status, [...LIVE_STATUSES])));
}

/** The travellers sharing a roommate group id (any status). */
export async function roommateGroupMembers(tx: Executor, roommateGroupId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: travellers.id })
    .from(travellers)
    .where(eq(travellers.roommateGroupId, roommateGroupId));
  return rows.map((row) => row.id);
}

export async function setRoommateGroupId(
  tx: Executor,
  travellerIds: readonly string[],
  roommateGroupId: string | null,
): Promise<void> {
  if (travellerIds.length === 0) return;
  await tx
    .update(travellers)
    .set({ roommateGroupId })
    .where(inArray(travellers.id, [...travellerIds]));
}

/** The form's fields as the `travellers` columns hold them. */
export function travellerColumns(details: Omit<TravellerDetails, 'registrationCode'>) {
  return {
    firstName: details.firstName,
    lastName: details.lastName,
    gender: details.gender,
    dateOfBirth: details.dateOfBirth,
    nationality: details.nationality,
    city: details.city,
    district: details.district,
    phone: details.phone,
    language: details.language,
    guardianName: details.guardianName,
    guardianEmail: details.guardianEmail,
    roommates: details.roommates,
  };
}

/** A new registration, waiting for its guardian to confirm the e-mail and then for review. */
export async function insertPendingTraveller(
  tx: Executor,
  place: { tripId: number; schoolId: number },
  details: TravellerDetails,
  possibleDuplicateOfId: string | null = null,
): Promise<string> {
  const [row] = await tx
    .insert(travellers)
    .values({
      ...place,
      ...travellerColumns(details),
      status: 'pending',
      emailConfirmedAt: null,
      possibleDuplicateOfId,
    })
    .returning({ id: travellers.id });
  if (!row) throw new Error('travellers insert returned no row');
  return row.id;
}

export async function insertIdDocument(
  tx: Executor,
  document: { travellerId: string; tripId: number; type: 'passport' | 'id_card'; fileId: string; uploadedAt: Date },
): Promise<void> {
  await tx.insert(documents).values({ ...document, status: 'pending' });
}

/** The corrected details of a registration its guardian confirmed. */
export async function updateTravellerDetails(
  tx: Executor,
  travellerId: string,
  changes: { details: TravellerDetails; possibleDuplicateOfId: string | null; emailConfirmedAt: Date },
): Promise<void> {
  await tx
    .update(travellers)
    .set({
      ...travellerColumns(changes.details),
      possibleDuplicateOfId: changes.possibleDuplicateOfId,
      emailConfirmedAt: changes.emailConfirmedAt,
    })
    .where(eq(travellers.id, travellerId));
}

/** Records the guardian's e-mail as confirmed unless it already was: the time, when this call did it. */
export async function markEmailConfirmed(tx: Executor, travellerId: string, at: Date): Promise<Date | undefined> {
  const [confirmed] = await tx
    .update(travellers)
    .set({ emailConfirmedAt: at })
    .where(and(eq(travellers.id, travellerId), isNull(travellers.emailConfirmedAt)))
    .returning({ at: travellers.emailConfirmedAt });
  return confirmed?.at ?? undefined;
}

export type TravellerContact = Pick<
  typeof travellers.$inferSelect,
  'firstName' | 'lastName' | 'guardianEmail' | 'language' | 'status'
>;

/** Whom a registration's e-mails go to (any status). */
export async function findTravellerContact(tx: Executor, travellerId: string): Promise<TravellerContact | undefined> {
  const [row] = await tx
    .select({
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      guardianEmail: travellers.guardianEmail,
      language: travellers.language,
      status: travellers.status,
    })
    .from(travellers)
    .where(eq(travellers.id, travellerId));
  return row;
}

/** Links every registration made with the guardian e-mail to the guardian's new account. */
export async function linkGuardianAccount(tx: Executor, guardianEmail: string, userId: string): Promise<void> {
  await tx.update(travellers).set({ guardianUserId: userId }).where(eq(travellers.guardianEmail, guardianEmail));
}

/** What a family's roommate change looks at, read under the trip's lock. */
export type RoommateRow = Schoolmate & { tripId: number; schoolId: number; status: RegistrationStatus };

export async function findRoommateRow(
  tx: Executor,
  travellerId: string,
  { forUpdate = false } = {},
): Promise<RoommateRow | undefined> {
  const query = tx
    .select({
      id: travellers.id,
      tripId: travellers.tripId,
      schoolId: travellers.schoolId,
      status: travellers.status,
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      roommates: travellers.roommates,
      roommateGroupId: travellers.roommateGroupId,
    })
    .from(travellers)
    .where(eq(travellers.id, travellerId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function setRoommates(tx: Executor, travellerId: string, roommates: readonly string[]): Promise<void> {
  await tx
    .update(travellers)
    .set({ roommates: [...roommates] })
    .where(eq(travellers.id, travellerId));
}

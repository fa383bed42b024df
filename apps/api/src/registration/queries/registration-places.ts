import type { LocalizedText } from '@voyage/domain';
import { and, eq } from 'drizzle-orm';
import { schools, travellers, trips } from '../../db/schema/index.ts';
import type { Executor } from '../../db/executor.ts';

/** The trip and school a registration belongs to, as the registration rules need them. */
export type RegistrationPlace = {
  tripId: number;
  tripStartsOn: string;
  tripTitle: LocalizedText;
  schoolId: number;
  schoolName: string;
  registrationCode: string;
  /** The school's departure, if it has one: its seats count for a newcomer. */
  departureId: number | null;
};

const placeColumns = {
  tripId: trips.id,
  tripStartsOn: trips.startsOn,
  tripTitle: trips.title,
  schoolId: schools.id,
  schoolName: schools.name,
  registrationCode: schools.registrationCode,
  departureId: schools.departureId,
};

export async function findTripWindow(tx: Executor, tripId: number) {
  const [row] = await tx
    .select({
      id: trips.id,
      registrationOpensAt: trips.registrationOpensAt,
      registrationClosesAt: trips.registrationClosesAt,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  return row;
}

/** The school of the trip whose code this is (codes are stored normalised, unique per trip). */
export async function findPlaceByCode(
  tx: Executor,
  tripId: number,
  registrationCode: string,
): Promise<RegistrationPlace | undefined> {
  const [row] = await tx
    .select(placeColumns)
    .from(schools)
    .innerJoin(trips, eq(trips.id, schools.tripId))
    .where(and(eq(schools.tripId, tripId), eq(schools.registrationCode, registrationCode)));
  return row;
}

/** A school of the active trip to try the registration with (printed at start for the demo). */
export async function findActiveTripPlace(tx: Executor): Promise<RegistrationPlace | undefined> {
  const [row] = await tx
    .select(placeColumns)
    .from(schools)
    .innerJoin(trips, eq(trips.id, schools.tripId))
    .where(eq(trips.active, true))
    .orderBy(schools.id)
    .limit(1);
  return row;
}

export async function findPlace(tx: Executor, schoolId: number): Promise<RegistrationPlace> {
  const [row] = await tx
    .select(placeColumns)
    .from(schools)
    .innerJoin(trips, eq(trips.id, schools.tripId))
    .where(eq(schools.id, schoolId));
  if (!row) throw new Error(`school ${schoolId} vanished`);
  return row;
}

export type RegisteredTraveller = typeof travellers.$inferSelect & { place: RegistrationPlace };

/** A registration with its trip and school, `forUpdate` locking the traveller row. */
export async function findRegisteredTraveller(
  tx: Executor,
  travellerId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<RegisteredTraveller | undefined> {
  const query = tx
    .select({ traveller: travellers, place: placeColumns })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .innerJoin(trips, eq(trips.id, travellers.tripId))
    .where(eq(travellers.id, travellerId));
  const [row] = forUpdate ? await query.for('update', { of: travellers }) : await query;
  return row ? { ...row.traveller, place: row.place } : undefined;
}

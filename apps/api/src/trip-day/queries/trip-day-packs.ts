import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { departures, roomAssignments, schools, travellers, tripDayPacks, trips } from '../../db/schema/index.ts';

/** The departure of a pack with its trip's programme, retention days and emergency numbers; undefined when there is none. */
export async function findPackDeparture(db: Executor, departureId: number, { forUpdate = false } = {}) {
  const query = db
    .select({
      id: departures.id,
      label: departures.label,
      outboundDate: departures.outboundDate,
      inboundDate: departures.inboundDate,
      carrier: departures.carrier,
      hotel: departures.hotel,
      flights: departures.flights,
      escorts: departures.escorts,
      tripId: trips.id,
      tripName: trips.name,
      tripYear: trips.year,
      schedule: trips.schedule,
      idRetentionDays: trips.idRetentionDays,
      instituteEmergencyPhone: trips.instituteEmergencyPhone,
      insurerName: trips.insurerName,
      insurerEmergencyPhone: trips.insurerEmergencyPhone,
      insurancePolicyNumber: trips.insurancePolicyNumber,
    })
    .from(departures)
    .innerJoin(trips, eq(trips.id, departures.tripId))
    .where(eq(departures.id, departureId));
  const [row] = forUpdate ? await query.for('update', { of: departures }) : await query;
  return row;
}
export type PackDeparture = NonNullable<Awaited<ReturnType<typeof findPackDeparture>>>;

/** The departure's approved travellers with their school, room and the guardian's phone: its roster. */
export function listPackRoster(db: Executor, departureId: number) {
  return db
    .select({
      id: travellers.id,
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      personalCode: travellers.personalCode,
      school: schools.name,
      room: roomAssignments.room,
      dateOfBirth: travellers.dateOfBirth,
      nationality: travellers.nationality,
      guardianName: travellers.guardianName,
      guardianPhone: travellers.phone,
    })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .leftJoin(
      roomAssignments,
      and(eq(roomAssignments.travellerId, travellers.id), eq(roomAssignments.departureId, departureId)),
    )
    .where(and(eq(schools.departureId, departureId), eq(travellers.status, 'approved')))
    .orderBy(travellers.lastName, travellers.firstName, travellers.id);
}
export type PackRosterRow = Awaited<ReturnType<typeof listPackRoster>>[number];

/** Records a download; its id is the one the phone asks about later. */
export async function insertPack(
  db: Executor,
  userId: string,
  departureId: number,
): Promise<{ id: string; issuedAt: Date }> {
  const [row] = await db
    .insert(tripDayPacks)
    .values({ userId, departureId })
    .returning({ id: tripDayPacks.id, issuedAt: tripDayPacks.issuedAt });
  return row!;
}

/** A download with its departure's return and its trip's retention days; undefined when unknown. */
export async function findPack(db: Executor, packId: string) {
  const [row] = await db
    .select({
      userId: tripDayPacks.userId,
      departureId: tripDayPacks.departureId,
      inboundDate: departures.inboundDate,
      idRetentionDays: trips.idRetentionDays,
    })
    .from(tripDayPacks)
    .innerJoin(departures, eq(departures.id, tripDayPacks.departureId))
    .innerJoin(trips, eq(trips.id, departures.tripId))
    .where(eq(tripDayPacks.id, packId));
  return row;
}

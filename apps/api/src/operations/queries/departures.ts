import { escortsNeeded, type Departure, type DepartureForm, type PublicDeparture } from '@voyage/domain';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { departures, schools, travellers } from '../../db/schema/index.ts';
import { byName } from './collation.ts';

const publicFields = {
  id: departures.id,
  tripId: departures.tripId,
  label: departures.label,
  outboundDate: departures.outboundDate,
  inboundDate: departures.inboundDate,
  carrier: departures.carrier,
  hotel: departures.hotel,
  flights: departures.flights,
};

const updatedAtIso = sql<string>`to_char(${departures.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `api/public/departures`: flights and hotel only, by outbound date. */
export async function listPublicDepartures(db: Database, tripId: number): Promise<PublicDeparture[]> {
  return db
    .select(publicFields)
    .from(departures)
    .where(eq(departures.tripId, tripId))
    .orderBy(asc(departures.outboundDate), asc(departures.id));
}

async function readDepartures(db: Executor, tripId: number, where: SQL | undefined): Promise<Departure[]> {
  const [rows, schoolRows] = await Promise.all([
    db
      .select({ ...publicFields, escorts: departures.escorts, seats: departures.seats, updatedAt: updatedAtIso })
      .from(departures)
      .where(and(eq(departures.tripId, tripId), where))
      .orderBy(asc(departures.outboundDate), asc(departures.id)),
    db
      .select({
        id: schools.id,
        name: schools.name,
        departureId: schools.departureId,
        travellers: count(travellers.id),
      })
      .from(schools)
      .leftJoin(travellers, and(eq(travellers.schoolId, schools.id), eq(travellers.status, 'approved')))
      .where(eq(schools.tripId, tripId))
      .groupBy(schools.id),
  ]);
  return rows.map((departure) => {
    const assigned = schoolRows.filter((school) => school.departureId === departure.id).sort(byName);
    const travellerCount = assigned.reduce((sum, school) => sum + school.travellers, 0);
    return {
      ...departure,
      schools: assigned.map(({ id, name }) => ({ id, name })),
      travellerCount,
      escortsNeeded: escortsNeeded(travellerCount),
    };
  });
}

/** `api/departures`: adds the schools assigned, the approved travellers they bring and the escorts. */
export async function listDepartures(db: Executor, tripId: number): Promise<Departure[]> {
  return readDepartures(db, tripId, undefined);
}

/** One departure as `api/departures` lists it. */
export async function findDeparture(db: Executor, tripId: number, departureId: number): Promise<Departure | undefined> {
  const [row] = await readDepartures(db, tripId, eq(departures.id, departureId));
  return row;
}

type DepartureColumns = Omit<DepartureForm, 'schoolIds'>;

/** The departure's own fields and trip, locked FOR UPDATE: what a change compares against. */
export async function lockDeparture(tx: Executor, departureId: number) {
  const [row] = await tx
    .select({ ...publicFields, escorts: departures.escorts, seats: departures.seats, updatedAt: departures.updatedAt })
    .from(departures)
    .where(eq(departures.id, departureId))
    .for('update');
  return row;
}

export async function insertDeparture(tx: Executor, tripId: number, departure: DepartureColumns): Promise<number> {
  const [row] = await tx
    .insert(departures)
    .values({ ...departure, tripId })
    .returning({ id: departures.id });
  return row!.id;
}

export async function updateDeparture(
  tx: Executor,
  departureId: number,
  departure: DepartureColumns,
  now: Date,
): Promise<void> {
  await tx
    .update(departures)
    .set({ ...departure, updatedAt: now })
    .where(eq(departures.id, departureId));
}

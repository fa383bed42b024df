import { escortsNeeded, type Departure, type PublicDeparture } from '@voyage/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { departures, schools, travellers } from '../db/schema/index.ts';
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

/** `api/public/departures`: flights and hotel only, by outbound date. */
export async function listPublicDepartures(db: Database, tripId: number): Promise<PublicDeparture[]> {
  return db
    .select(publicFields)
    .from(departures)
    .where(eq(departures.tripId, tripId))
    .orderBy(asc(departures.outboundDate), asc(departures.id));
}

/** `api/departures`: adds the schools assigned, the approved travellers they bring and the escorts. */
export async function listDepartures(db: Database, tripId: number): Promise<Departure[]> {
  const [rows, schoolRows] = await Promise.all([
    db
      .select({ ...publicFields, escortsAssigned: departures.escortsAssigned })
      .from(departures)
      .where(eq(departures.tripId, tripId))
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

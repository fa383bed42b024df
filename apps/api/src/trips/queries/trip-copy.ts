import { shiftDateByYears } from '@voyage/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { departures, schools } from '../../db/schema/index.ts';

/**
 * A new trip copied from an earlier one (docs/product/trips.md#copying-a-trip): its departures with their
 * flights moved on by `years`, no escorts yet, and its schools each with a fresh code, on the copied
 * departures. Travellers never come across. Returns how many of each were copied.
 */
export async function copyDeparturesAndSchools(
  tx: Executor,
  { fromTripId, toTripId, years, newCode }: { fromTripId: number; toTripId: number; years: number; newCode(): string },
): Promise<{ departures: number; schools: number }> {
  const sourceDepartures = await tx
    .select()
    .from(departures)
    .where(eq(departures.tripId, fromTripId))
    .orderBy(asc(departures.id));
  const newDepartureIds = new Map<number, number>();
  for (const departure of sourceDepartures) {
    const [row] = await tx
      .insert(departures)
      .values({
        tripId: toTripId,
        label: departure.label,
        outboundDate: shiftDateByYears(departure.outboundDate, years),
        inboundDate: shiftDateByYears(departure.inboundDate, years),
        carrier: departure.carrier,
        hotel: departure.hotel,
        flights: departure.flights.map((flight) => ({ ...flight, date: shiftDateByYears(flight.date, years) })),
        escorts: [],
      })
      .returning({ id: departures.id });
    newDepartureIds.set(departure.id, row!.id);
  }
  const sourceSchools = await tx.select().from(schools).where(eq(schools.tripId, fromTripId)).orderBy(asc(schools.id));
  const codes = new Set<string>();
  const uniqueCode = () => {
    let code = newCode();
    while (codes.has(code)) code = newCode();
    codes.add(code);
    return code;
  };
  if (sourceSchools.length > 0) {
    await tx.insert(schools).values(
      sourceSchools.map((school) => ({
        tripId: toTripId,
        name: school.name,
        district: school.district,
        contactName: school.contactName,
        contactEmail: school.contactEmail,
        registrationCode: uniqueCode(),
        departureId: school.departureId === null ? null : (newDepartureIds.get(school.departureId) ?? null),
      })),
    );
  }
  return { departures: sourceDepartures.length, schools: sourceSchools.length };
}

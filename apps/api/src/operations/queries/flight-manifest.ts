import type { Escort, Flight, Gender, LocalizedText } from '@voyage/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { departures, documents, schools, travellers, trips } from '../../db/schema/index.ts';

export type ManifestDeparture = {
  id: number;
  tripId: number;
  tripName: LocalizedText;
  tripYear: number;
  label: LocalizedText;
  outboundDate: string;
  inboundDate: string;
  carrier: string;
  flights: Flight[];
  /** The escorts named for the departure, with their phones. */
  escorts: Escort[];
};

export type ManifestTraveller = {
  lastName: string;
  firstName: string;
  gender: Gender;
  dateOfBirth: string;
  passportNumber: string | null;
  passportExpiresOn: string | null;
  schoolName: string;
  personalCode: string | null;
  /** The passport or ID card staff accepted, if any (the latest). */
  acceptedId: 'passport' | 'id_card' | null;
};

/** A departure with its trip, flights and escorts, for its manifest; undefined if there is none. */
export async function findManifestDeparture(db: Executor, departureId: number): Promise<ManifestDeparture | undefined> {
  const [row] = await db
    .select({
      id: departures.id,
      tripId: departures.tripId,
      tripName: trips.name,
      tripYear: trips.year,
      label: departures.label,
      outboundDate: departures.outboundDate,
      inboundDate: departures.inboundDate,
      carrier: departures.carrier,
      flights: departures.flights,
      escorts: departures.escorts,
    })
    .from(departures)
    .innerJoin(trips, eq(trips.id, departures.tripId))
    .where(eq(departures.id, departureId));
  return row;
}

/**
 * The approved travellers of the schools that fly with a departure, as their passports read (Latin
 * capitals as stored), by last and first name, each with the ID document staff accepted.
 */
export async function listManifestTravellers(db: Executor, departure: ManifestDeparture): Promise<ManifestTraveller[]> {
  const acceptedId = sql<'passport' | 'id_card' | null>`(
    select ${documents.type} from ${documents}
    where ${documents.travellerId} = ${travellers.id}
      and ${documents.status} = 'approved'
      and ${inArray(documents.type, ['passport', 'id_card'])}
    order by ${documents.uploadedAt} desc, ${documents.id} desc
    limit 1)`;
  return db
    .select({
      lastName: travellers.lastName,
      firstName: travellers.firstName,
      gender: travellers.gender,
      dateOfBirth: travellers.dateOfBirth,
      passportNumber: travellers.passportNumber,
      passportExpiresOn: travellers.passportExpiresOn,
      schoolName: schools.name,
      personalCode: travellers.personalCode,
      acceptedId,
    })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(
      and(
        eq(schools.departureId, departure.id),
        eq(travellers.tripId, departure.tripId),
        eq(travellers.status, 'approved'),
      ),
    )
    .orderBy(
      sql`${travellers.lastName} collate "C"`,
      sql`${travellers.firstName} collate "C"`,
      asc(travellers.dateOfBirth),
      asc(travellers.id),
    );
}

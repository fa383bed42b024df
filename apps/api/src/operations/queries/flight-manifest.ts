import type { Escort, Flight, Gender, IdDocumentType, LocalizedText, ManifestPapers } from '@voyage/domain';
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

/** A passenger: names and details as stored, and the papers the checks read (`ManifestPapers`). */
export type ManifestTraveller = ManifestPapers & {
  lastName: string;
  firstName: string;
  gender: Gender;
  dateOfBirth: string;
  schoolName: string;
  personalCode: string | null;
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

/** The type of the traveller's latest passport or ID card scan with this status, if any. */
function latestIdScan(status: 'approved' | 'pending') {
  return sql<IdDocumentType | null>`(
    select ${documents.type} from ${documents}
    where ${documents.travellerId} = ${travellers.id}
      and ${documents.status} = ${status}
      and ${inArray(documents.type, ['passport', 'id_card'])}
    order by ${documents.uploadedAt} desc, ${documents.id} desc
    limit 1)`;
}

/**
 * The approved travellers of the schools that fly with a departure, as their documents read (Latin
 * capitals as stored), by last and first name, each with the identity document's details, the scan staff
 * accepted and the one waiting for review.
 */
export async function listManifestTravellers(db: Executor, departure: ManifestDeparture): Promise<ManifestTraveller[]> {
  return db
    .select({
      lastName: travellers.lastName,
      firstName: travellers.firstName,
      gender: travellers.gender,
      dateOfBirth: travellers.dateOfBirth,
      nationality: travellers.nationality,
      idDocumentType: travellers.idDocumentType,
      idDocumentNumber: travellers.idDocumentNumber,
      idDocumentExpiresOn: travellers.idDocumentExpiresOn,
      idDocumentIssuingCountry: travellers.idDocumentIssuingCountry,
      schoolName: schools.name,
      personalCode: travellers.personalCode,
      acceptedId: latestIdScan('approved'),
      pendingId: latestIdScan('pending'),
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

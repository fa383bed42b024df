import { healthFreezeDay } from '@voyage/domain';
import type { Escort, Flight, IdDocumentType, Locale, LocalizedText, RegistrationStatus } from '@voyage/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { departures, schools, travellers, trips } from '../../db/schema/index.ts';
import { reachedByGuardian } from '../../travellers/queries/guardian-access.ts';

/**
 * What the forms the product writes for one traveller are filled in with (the consent form, the travel
 * authorisation letter: docs/product/documents.md), the trip's texts in both languages, and what decides whether
 * they may be had.
 */
export type FormFacts = {
  status: RegistrationStatus;
  language: Locale;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  nationality: string | null;
  idDocumentType: IdDocumentType | null;
  idDocumentNumber: string | null;
  schoolName: string;
  personalCode: string | null;
  guardianName: string;
  consentDeadline: string | null;
  tripTitle: LocalizedText;
  /** The trip's name, the place it goes to ("Paris"). */
  tripName: LocalizedText;
  /** The traveller's days away: their departure's, or the trip's while their school has no departure yet. */
  tripStartsOn: string;
  tripEndsOn: string;
  /** The health record's freeze day, when the lists close before the trip (docs/product/health.md#freeze). */
  freezeDay: string;
  /** The school's departure, or null while it has none. */
  departure: { hotel: string; flights: Flight[]; escorts: Escort[] } | null;
};

/**
 * A registration with its school, trip and departure, for staff (any status) or, with `guardianUserId`, only as
 * My Voyage lists that guardian's own (`reachedByGuardian`): another family's id finds nothing.
 */
export async function findFormFacts(
  db: Executor,
  travellerId: string,
  { guardianUserId }: { guardianUserId?: string } = {},
): Promise<FormFacts | undefined> {
  const [row] = await db
    .select({
      status: travellers.status,
      language: travellers.language,
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      dateOfBirth: travellers.dateOfBirth,
      nationality: travellers.nationality,
      idDocumentType: travellers.idDocumentType,
      idDocumentNumber: travellers.idDocumentNumber,
      schoolName: schools.name,
      personalCode: travellers.personalCode,
      guardianName: travellers.guardianName,
      consentDeadline: travellers.consentDeadline,
      tripTitle: trips.title,
      tripName: trips.name,
      tripStartsOn: sql<string>`coalesce(${departures.outboundDate}, ${trips.startsOn})::text`,
      tripEndsOn: sql<string>`coalesce(${departures.inboundDate}, ${trips.endsOn})::text`,
      firstDay: trips.startsOn,
      healthFreezeDays: trips.healthFreezeDays,
      departureId: departures.id,
      hotel: departures.hotel,
      flights: departures.flights,
      escorts: departures.escorts,
    })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .innerJoin(trips, eq(trips.id, travellers.tripId))
    .leftJoin(departures, eq(departures.id, schools.departureId))
    .where(and(eq(travellers.id, travellerId), guardianUserId ? reachedByGuardian(guardianUserId) : undefined));
  if (!row) return undefined;
  const { departureId, hotel, flights, escorts, firstDay, healthFreezeDays, ...facts } = row;
  return {
    ...facts,
    freezeDay: healthFreezeDay({ startsOn: firstDay, healthFreezeDays }),
    departure: departureId === null ? null : { hotel: hotel ?? '', flights: flights ?? [], escorts: escorts ?? [] },
  };
}

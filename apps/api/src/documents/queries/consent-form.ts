import type { Locale, LocalizedText, RegistrationStatus } from '@voyage/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { departures, schools, travellers, trips } from '../../db/schema/index.ts';
import { reachedByGuardian } from '../../travellers/queries/guardian-access.ts';
import type { ConsentFormData } from '../consent-form-pdf.ts';

/** What the consent form is filled in with (the trip's title in both languages), and what decides whether it may be had. */
export type ConsentFormFacts = Omit<ConsentFormData, 'locale' | 'tripTitle'> & {
  status: RegistrationStatus;
  language: Locale;
  tripTitle: LocalizedText;
};

/**
 * A registration with its school and trip, for staff (any status) or, with `guardianUserId`, only as My
 * Voyage lists that guardian's own (`reachedByGuardian`): another family's id finds nothing. The dates are
 * the traveller's departure's (their school's), or the trip's while the school has no departure yet.
 */
export async function findConsentFormFacts(
  db: Executor,
  travellerId: string,
  { guardianUserId }: { guardianUserId?: string } = {},
): Promise<ConsentFormFacts | undefined> {
  const [row] = await db
    .select({
      status: travellers.status,
      language: travellers.language,
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      dateOfBirth: travellers.dateOfBirth,
      schoolName: schools.name,
      personalCode: travellers.personalCode,
      guardianName: travellers.guardianName,
      consentDeadline: travellers.consentDeadline,
      tripTitle: trips.title,
      tripStartsOn: sql<string>`coalesce(${departures.outboundDate}, ${trips.startsOn})::text`,
      tripEndsOn: sql<string>`coalesce(${departures.inboundDate}, ${trips.endsOn})::text`,
    })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .innerJoin(trips, eq(trips.id, travellers.tripId))
    .leftJoin(departures, eq(departures.id, schools.departureId))
    .where(and(eq(travellers.id, travellerId), guardianUserId ? reachedByGuardian(guardianUserId) : undefined));
  return row;
}

import type { Locale, LocalizedText, RegistrationStatus } from '@voyage/domain';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { departures, schools, travellers, trips, user } from '../../db/schema/index.ts';

/** What the consent form is filled in with, and what decides whether it may be had. */
export type ConsentFormFacts = {
  status: RegistrationStatus;
  language: Locale;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  schoolName: string;
  personalCode: string | null;
  guardianName: string;
  consentDeadline: string | null;
  tripTitle: LocalizedText;
  tripStartsOn: string;
  tripEndsOn: string;
  /** The traveller's departure's dates (from their school); null while the school has no departure. */
  departureOutboundDate: string | null;
  departureInboundDate: string | null;
};

/**
 * A registration with its school, its school's departure and its trip, for staff (any status) or, with `guardianUserId`, only as My
 * Voyage lists that guardian's own (e-mail confirmed, not deleted): another family's id finds nothing.
 */
export async function findConsentFormFacts(
  db: Executor,
  travellerId: string,
  { guardianUserId }: { guardianUserId?: string } = {},
): Promise<ConsentFormFacts | undefined> {
  const base = db
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
      tripStartsOn: trips.startsOn,
      tripEndsOn: trips.endsOn,
      departureOutboundDate: departures.outboundDate,
      departureInboundDate: departures.inboundDate,
    })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .innerJoin(trips, eq(trips.id, travellers.tripId))
    .leftJoin(departures, eq(departures.id, schools.departureId));
  const owned = guardianUserId
    ? base.innerJoin(
        user,
        and(eq(user.id, guardianUserId), eq(user.emailVerified, true), eq(user.email, travellers.guardianEmail)),
      )
    : base;
  const [row] = await owned.where(
    and(
      eq(travellers.id, travellerId),
      guardianUserId ? and(ne(travellers.status, 'deleted'), isNotNull(travellers.emailConfirmedAt)) : undefined,
    ),
  );
  return row;
}

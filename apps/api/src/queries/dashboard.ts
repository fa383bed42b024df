import { addDays, DISTRICTS, GENDERS, REGISTRATION_STATUSES, tripDate, type Dashboard } from '@voyage/domain';
import { and, count, eq, isNotNull, ne, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { payments, schools, travellers } from '../db/schema/index.ts';
import { byName } from './collation.ts';
import { consentMissing } from './consent-deadlines.ts';

function zeroes(keys: readonly string[]): Record<string, number> {
  return Object.fromEntries(keys.map((key) => [key, 0]));
}

/**
 * `api/dashboard`: counts over the trip's non-deleted registrations; money over their payments. Pending
 * registrations whose e-mail is not confirmed yet are counted apart, so "pending" matches the review queue.
 * Expected is the price times the approved travellers; outstanding is expected minus received. Deleted
 * registrations and consent deadlines (by the day in Cyprus at `now`) are counted on the side.
 */
export async function getDashboard(
  db: Database,
  trip: { id: number; totalPriceCents: number },
  now: Date,
): Promise<Dashboard> {
  const notDeleted = and(eq(travellers.tripId, trip.id), ne(travellers.status, 'deleted'));
  const today = tripDate(now);
  const withoutConsent = sql`${travellers.status} = 'approved' and ${consentMissing}`;
  const [groups, schoolRows, moneyRows, [aside]] = await Promise.all([
    db
      .select({
        status: travellers.status,
        schoolId: travellers.schoolId,
        district: travellers.district,
        gender: travellers.gender,
        isConfirmed: isNotNull(travellers.emailConfirmedAt).mapWith(Boolean),
        count: count(),
      })
      .from(travellers)
      .where(notDeleted)
      .groupBy(
        travellers.status,
        travellers.schoolId,
        travellers.district,
        travellers.gender,
        isNotNull(travellers.emailConfirmedAt),
      ),
    db.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.tripId, trip.id)),
    db
      .select({ status: payments.status, total: sum(payments.amountCents).mapWith(Number) })
      .from(payments)
      .innerJoin(travellers, eq(travellers.id, payments.travellerId))
      .where(notDeleted)
      .groupBy(payments.status),
    db
      .select({
        deleted: sql<number>`count(*) filter (where ${travellers.status} = 'deleted')`.mapWith(Number),
        consentsDueThisWeek: sql<number>`count(*) filter (where ${withoutConsent}
          and ${travellers.consentDeadline} between ${today} and ${addDays(today, 7)})`.mapWith(Number),
        consentsOverdue: sql<number>`count(*) filter (where ${withoutConsent}
          and ${travellers.consentDeadline} < ${today})`.mapWith(Number),
      })
      .from(travellers)
      .where(eq(travellers.tripId, trip.id)),
  ]);

  const byStatus = zeroes(REGISTRATION_STATUSES.filter((status) => status !== 'deleted'));
  const byDistrict = zeroes(DISTRICTS);
  const byGender = zeroes(GENDERS);
  const bySchoolId = new Map<number, number>();
  let awaitingEmailConfirmation = 0;
  for (const group of groups) {
    // A registration whose e-mail link was never opened is not in the review queue: counted apart.
    if (group.status === 'pending' && !group.isConfirmed) awaitingEmailConfirmation += group.count;
    else byStatus[group.status] = (byStatus[group.status] ?? 0) + group.count;
    byDistrict[group.district] = (byDistrict[group.district] ?? 0) + group.count;
    byGender[group.gender] = (byGender[group.gender] ?? 0) + group.count;
    bySchoolId.set(group.schoolId, (bySchoolId.get(group.schoolId) ?? 0) + group.count);
  }
  const registrations = groups.reduce((total, group) => total + group.count, 0);
  const approved = byStatus.approved ?? 0;
  const moneyBy = (status: string) => moneyRows.find((row) => row.status === status)?.total ?? 0;
  const expectedCents = trip.totalPriceCents * approved;
  const receivedCents = moneyBy('approved');

  return {
    tripId: trip.id,
    totals: { registrations, travellers: approved },
    byStatus,
    awaitingEmailConfirmation,
    reviewQueue: byStatus.pending ?? 0,
    deleted: aside?.deleted ?? 0,
    consentsDueThisWeek: aside?.consentsDueThisWeek ?? 0,
    consentsOverdue: aside?.consentsOverdue ?? 0,
    bySchool: schoolRows.sort(byName).map((school) => ({
      schoolId: school.id,
      name: school.name,
      count: bySchoolId.get(school.id) ?? 0,
    })),
    byDistrict,
    byGender,
    money: {
      expectedCents,
      receivedCents,
      pendingReviewCents: moneyBy('pending'),
      outstandingCents: expectedCents - receivedCents,
    },
  };
}

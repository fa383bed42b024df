import { DISTRICTS, GENDERS, REGISTRATION_STATUSES, type Dashboard } from '@voyage/domain';
import { and, count, eq, isNotNull, ne, sum } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { payments, schools, travellers } from '../db/schema/index.ts';
import { byName } from './collation.ts';

function zeroes(keys: readonly string[]): Record<string, number> {
  return Object.fromEntries(keys.map((key) => [key, 0]));
}

/**
 * `api/dashboard`: counts over the trip's non-deleted registrations; money over their payments. Pending
 * registrations whose e-mail is not confirmed yet are counted apart, so "pending" matches the review queue.
 * Expected is the price times the approved travellers; outstanding is expected minus received.
 */
export async function getDashboard(db: Database, trip: { id: number; totalPriceCents: number }): Promise<Dashboard> {
  const notDeleted = and(eq(travellers.tripId, trip.id), ne(travellers.status, 'deleted'));
  const [groups, schoolRows, moneyRows] = await Promise.all([
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

import {
  addDays,
  DISTRICTS,
  GENDERS,
  PAYMENT_GRACE_DEFAULT_DAYS,
  paymentPicture,
  REGISTRATION_STATUSES,
  scaledPlan,
  travellerPlan,
  tripDate,
  type Dashboard,
  type DashboardPayments,
  type Instalment,
  type LocalizedText,
} from '@voyage/domain';
import { and, asc, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { departures, documents, schools, travellers, trips } from '../../db/schema/index.ts';
import { byName } from './collation.ts';
import { consentSent } from '../../review/queries/consent-deadlines.ts';
import { approvedTravellerMoney, type MoneyGroup } from './dashboard-money-groups.ts';

function zeroes(keys: readonly string[]): Record<string, number> {
  return Object.fromEntries(keys.map((key) => [key, 0]));
}

type GroupMoney = Omit<DashboardPayments['bySchool'][number], 'schoolId' | 'name'>;

const noMoney = (): GroupMoney => ({
  expectedCents: 0,
  receivedCents: 0,
  processingCents: 0,
  outstandingCents: 0,
  overdueCents: 0,
});

/**
 * The payments widgets (docs/product/payments.md#dashboard): each group's picture against the plan as its
 * travellers owe it (scaled to their own price, due dates moved by their approval, `travellerPlan`) on
 * `today`, added up for the trip, by school and by departure.
 */
function paymentFigures(
  groups: readonly MoneyGroup[],
  trip: { plan: readonly Instalment[]; graceDays: number },
  today: string,
  schoolRows: readonly { id: number; name: string }[],
  departureRows: readonly { id: number; label: LocalizedText; outboundDate: string }[],
): DashboardPayments {
  const total = noMoney();
  const overdue = { count: 0, cents: 0 };
  const bySchool = new Map(schoolRows.map((school) => [school.id, noMoney()]));
  const byDeparture = new Map<number | null, GroupMoney>(departureRows.map((departure) => [departure.id, noMoney()]));
  for (const group of groups) {
    const { priceCents, travellers: travellerCount } = group;
    const picture = paymentPicture(
      travellerPlan(scaledPlan(trip.plan, priceCents), { approvedOn: group.approvedOn, graceDays: trip.graceDays }),
      [
        { amountCents: group.receivedCents, status: 'approved' },
        { amountCents: group.processingCents, status: 'pending' },
      ],
      today,
    );
    const each: GroupMoney = {
      expectedCents: priceCents,
      receivedCents: group.receivedCents,
      processingCents: group.processingCents,
      outstandingCents: Math.max(priceCents - group.receivedCents - group.processingCents, 0),
      overdueCents: picture.overdueCents,
    };
    if (!bySchool.has(group.schoolId)) bySchool.set(group.schoolId, noMoney());
    if (!byDeparture.has(group.departureId)) byDeparture.set(group.departureId, noMoney());
    for (const sums of [total, bySchool.get(group.schoolId)!, byDeparture.get(group.departureId)!]) {
      for (const key of Object.keys(each) as (keyof GroupMoney)[]) sums[key] += each[key] * travellerCount;
    }
    if (picture.overdueCents > 0) overdue.count += travellerCount;
  }
  overdue.cents = total.overdueCents;
  const departureOf = new Map(departureRows.map((departure) => [departure.id, departure]));
  return {
    expectedCents: total.expectedCents,
    receivedCents: total.receivedCents,
    processingCents: total.processingCents,
    outstandingCents: total.outstandingCents,
    overdue,
    bySchool: [...schoolRows]
      .sort(byName)
      .map((school) => ({ schoolId: school.id, name: school.name, ...bySchool.get(school.id)! })),
    // Departures by outbound date (as read), then the travellers not placed yet, if any.
    byDeparture: [...byDeparture]
      .map(([departureId, sums]) => {
        const departure = departureId === null ? undefined : departureOf.get(departureId);
        return {
          departureId,
          label: departure?.label ?? null,
          outboundDate: departure?.outboundDate ?? null,
          ...sums,
        };
      })
      .sort((a, b) => Number(a.departureId === null) - Number(b.departureId === null)),
  };
}

/**
 * `api/dashboard`: counts over the trip's non-deleted registrations; payments over the approved
 * travellers. Pending registrations whose e-mail is not confirmed yet are counted apart, so "pending"
 * matches the review queue. Deleted registrations, consent deadlines and forms received, documents waiting
 * for review and overdue instalments (by the day in Cyprus at `now`) are counted on the side.
 */
export async function getDashboard(
  db: Database,
  trip: { id: number; totalPriceCents: number },
  now: Date,
): Promise<Omit<Dashboard, 'places'>> {
  const notDeleted = and(eq(travellers.tripId, trip.id), ne(travellers.status, 'deleted'));
  const today = tripDate(now);
  // Each approved traveller's consent documents, summed up once for the trip: whether one was sent (pending or
  // approved) and whether staff accepted one. A join on this stays a few milliseconds at 16,000 travellers, where
  // the same tests as correlated subqueries took a third of a second.
  const consent = db
    .select({
      travellerId: documents.travellerId,
      sent: sql<boolean>`bool_or(${consentSent})`.as('sent'),
      accepted: sql<boolean>`bool_or(${documents.status} = 'approved')`.as('accepted'),
    })
    .from(documents)
    .innerJoin(travellers, eq(travellers.id, documents.travellerId))
    .where(and(eq(travellers.tripId, trip.id), eq(travellers.status, 'approved'), eq(documents.type, 'consent')))
    .groupBy(documents.travellerId)
    .as('consent');
  const withoutConsent = sql`${travellers.status} = 'approved' and ${consent.sent} is not true`;
  const [groups, schoolRows, departureRows, [planRow], moneyGroups, [aside], [waiting]] = await Promise.all([
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
      .select({ id: departures.id, label: departures.label, outboundDate: departures.outboundDate })
      .from(departures)
      .where(eq(departures.tripId, trip.id))
      .orderBy(asc(departures.outboundDate), asc(departures.id)),
    db.select({ plan: trips.paymentPlan, graceDays: trips.paymentGraceDays }).from(trips).where(eq(trips.id, trip.id)),
    approvedTravellerMoney(db, trip.id),
    db
      .select({
        deleted: sql<number>`count(*) filter (where ${travellers.status} = 'deleted')`.mapWith(Number),
        consentsDueThisWeek: sql<number>`count(*) filter (where ${withoutConsent}
          and ${travellers.consentDeadline} between ${today} and ${addDays(today, 7)})`.mapWith(Number),
        consentsOverdue: sql<number>`count(*) filter (where ${withoutConsent}
          and ${travellers.consentDeadline} < ${today})`.mapWith(Number),
        consentsReceived: sql<number>`count(*) filter (where ${travellers.status} = 'approved'
          and ${consent.sent})`.mapWith(Number),
        consentsAccepted: sql<number>`count(*) filter (where ${travellers.status} = 'approved'
          and ${consent.accepted})`.mapWith(Number),
      })
      .from(travellers)
      .leftJoin(consent, eq(consent.travellerId, travellers.id))
      .where(eq(travellers.tripId, trip.id)),
    // As the documents queue lists them: waiting, of a registration not deleted.
    db
      .select({ count: count() })
      .from(documents)
      .innerJoin(travellers, eq(travellers.id, documents.travellerId))
      .where(and(notDeleted, eq(documents.status, 'pending'))),
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

  return {
    tripId: trip.id,
    totals: { registrations, travellers: approved },
    byStatus,
    awaitingEmailConfirmation,
    reviewQueue: byStatus.pending ?? 0,
    deleted: aside?.deleted ?? 0,
    consentsDueThisWeek: aside?.consentsDueThisWeek ?? 0,
    consentsOverdue: aside?.consentsOverdue ?? 0,
    consentsReceived: aside?.consentsReceived ?? 0,
    consentsAccepted: aside?.consentsAccepted ?? 0,
    documentsWaiting: waiting?.count ?? 0,
    bySchool: schoolRows.sort(byName).map((school) => ({
      schoolId: school.id,
      name: school.name,
      count: bySchoolId.get(school.id) ?? 0,
    })),
    byDistrict,
    byGender,
    payments: paymentFigures(
      moneyGroups,
      { plan: planRow?.plan ?? [], graceDays: planRow?.graceDays ?? PAYMENT_GRACE_DEFAULT_DAYS },
      today,
      schoolRows,
      departureRows,
    ),
  };
}

import {
  acceptedPaymentAmounts,
  matchStatementLines,
  referredTravellerIds,
  travellerPicture,
  tripDate,
  type CountedPayment,
  type MatchCandidate,
  type StatementLine,
} from '@voyage/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { travellers, trips } from '../../db/schema/index.ts';
import { listPaymentsOfTravellers } from './payments.ts';
import { travellerPrices, tripTravellerPrices } from './traveller-prices.ts';

/** A registration a statement line may pay, with the name staff read in the preview. */
export type NamedCandidate = MatchCandidate & { displayName: string };

/** The trip's approved registrations with a payment reference: what a line can be matched by, no amounts yet. */
function listCandidateRows(db: Executor, tripId: number) {
  return db
    .select({
      id: travellers.id,
      personalCode: travellers.personalCode,
      paymentReference: travellers.paymentReference,
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      guardianName: travellers.guardianName,
      approvedAt: travellers.approvedAt,
    })
    .from(travellers)
    .where(
      and(eq(travellers.tripId, tripId), eq(travellers.status, 'approved'), isNotNull(travellers.paymentReference)),
    );
}

type CandidateRow = Awaited<ReturnType<typeof listCandidateRows>>[number];

const unpriced = (row: CandidateRow): NamedCandidate => {
  const displayName = `${row.firstName} ${row.lastName}`;
  return {
    travellerId: row.id,
    personalCode: row.personalCode ?? '',
    paymentReference: row.paymentReference!,
    names: [displayName, row.guardianName],
    acceptedCents: [],
    displayName,
  };
};

/**
 * The approved registrations of the trip with their payment reference, and the amounts a line may pay
 * each (docs/product/payments.md#importing-a-statement): what the exact-amount rule accepts with the
 * receipts still Processing left out, and each of those receipts' own amount, which a bank line of that
 * amount confirms, each at the traveller's own price. With `lines`, only the registrations those lines
 * point at (by reference, personal code or name) get their payments and prices read: a statement of a few
 * lines costs a few registrations' reads, whatever the trip's size.
 */
export async function listMatchCandidates(
  db: Executor,
  tripId: number,
  now: Date,
  lines?: readonly StatementLine[],
): Promise<NamedCandidate[]> {
  const [trip] = await db
    .select({ plan: trips.paymentPlan, graceDays: trips.paymentGraceDays })
    .from(trips)
    .where(eq(trips.id, tripId));
  if (!trip) return [];
  let rows = await listCandidateRows(db, tripId);
  if (lines) {
    // Matched without amounts first: every registration a line points at is named in the answer.
    const referred = referredTravellerIds(
      matchStatementLines({
        lines: lines.map((line) => ({ ...line, accountIban: null, currency: 'EUR' })),
        accountIban: '',
        currency: 'EUR',
        importedKeys: new Set(),
        candidates: rows.map(unpriced),
      }),
    );
    rows = rows.filter((row) => referred.has(row.id));
  }
  const ids = rows.map((row) => row.id);
  const counted = await listPaymentsOfTravellers(db, ids);
  const today = tripDate(now);
  const prices = lines ? await travellerPrices(db, ids) : await tripTravellerPrices(db, tripId);
  return rows.map((row) => {
    const own: CountedPayment[] = counted.get(row.id) ?? [];
    const picture = travellerPicture({
      trip: { payments: trip.plan, paymentGraceDays: trip.graceDays },
      approvedAt: row.approvedAt,
      priceCents: prices.get(row.id)!.priceCents,
      payments: own.filter((payment) => payment.status !== 'pending'),
      today,
    });
    const waiting = own.filter((payment) => payment.status === 'pending').map((payment) => payment.amountCents);
    return {
      ...unpriced(row),
      acceptedCents: [...new Set([...acceptedPaymentAmounts(picture), ...waiting])],
    };
  });
}

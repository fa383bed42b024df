import {
  acceptedPaymentAmounts,
  travellerPicture,
  tripDate,
  type CountedPayment,
  type MatchCandidate,
} from '@voyage/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { payments, travellers, trips } from '../../db/schema/index.ts';
import { tripTravellerPrices } from './traveller-prices.ts';

/** A registration a statement line may pay, with the name staff read in the preview. */
export type NamedCandidate = MatchCandidate & { displayName: string };

/**
 * The approved registrations of the trip with their payment reference, and the amounts a line may pay
 * each (docs/product/payments.md#importing-a-statement): what the exact-amount rule accepts with the
 * receipts still Processing left out, and each of those receipts' own amount, which a bank line of that
 * amount confirms, each at the traveller's own price. A few queries for the whole trip, however many registrations.
 */
export async function listMatchCandidates(db: Executor, tripId: number, now: Date): Promise<NamedCandidate[]> {
  const [trip] = await db
    .select({ plan: trips.paymentPlan, graceDays: trips.paymentGraceDays })
    .from(trips)
    .where(eq(trips.id, tripId));
  if (!trip) return [];
  const rows = await db
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
  const ids = rows.map((row) => row.id);
  const counted = new Map<string, CountedPayment[]>();
  if (ids.length > 0) {
    const paid = await db
      .select({ travellerId: payments.travellerId, amountCents: payments.amountCents, status: payments.status })
      .from(payments)
      .where(inArray(payments.travellerId, ids))
      .orderBy(asc(payments.submittedAt), asc(payments.id));
    for (const payment of paid) {
      const list = counted.get(payment.travellerId) ?? [];
      list.push(payment);
      counted.set(payment.travellerId, list);
    }
  }
  const today = tripDate(now);
  const prices = await tripTravellerPrices(db, tripId);
  return rows.map((row) => {
    const own = counted.get(row.id) ?? [];
    const picture = travellerPicture({
      trip: { payments: trip.plan, paymentGraceDays: trip.graceDays },
      approvedAt: row.approvedAt,
      priceCents: prices.get(row.id)!.priceCents,
      payments: own.filter((payment) => payment.status !== 'pending'),
      today,
    });
    const waiting = own.filter((payment) => payment.status === 'pending').map((payment) => payment.amountCents);
    const displayName = `${row.firstName} ${row.lastName}`;
    return {
      travellerId: row.id,
      personalCode: row.personalCode ?? '',
      paymentReference: row.paymentReference!,
      names: [displayName, row.guardianName],
      acceptedCents: [...new Set([...acceptedPaymentAmounts(picture), ...waiting])],
      displayName,
    };
  });
}

import type { BankDetails, CancellationTrip, LocalizedText, Refund, RefundIbanSource } from '@voyage/domain';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { departures, payments, refunds, schools, travellers, trips } from '../../db/schema/index.ts';

/** What a cancellation of one traveller is computed from: the trip's schedule and plan, the departure, the money received. */
export type CancellationFacts = {
  trip: CancellationTrip;
  /** The traveller's departure (its school's), or the trip's first day while the school has none. */
  departureDate: string;
  paidCents: number;
  /** The IBAN recorded with the traveller's latest received payment that has one, compact. */
  payerIban: string | null;
};

export async function findCancellationFacts(tx: Executor, travellerId: string): Promise<CancellationFacts | undefined> {
  const [row] = await tx
    .select({
      cancellationSchedule: trips.cancellationSchedule,
      totalPriceCents: trips.totalPriceCents,
      payments: trips.paymentPlan,
      departureDate: sql<string>`coalesce(${departures.outboundDate}, ${trips.startsOn})`,
      paidCents: sql<number>`(select coalesce(sum(${payments.amountCents}), 0)::int from ${payments}
        where ${payments.travellerId} = ${travellers.id} and ${payments.status} = 'approved')`,
      payerIban: sql<string | null>`(select ${payments.payerIban} from ${payments}
        where ${payments.travellerId} = ${travellers.id} and ${payments.status} = 'approved'
          and ${payments.payerIban} is not null
        order by ${payments.receivedAt} desc nulls last, ${payments.submittedAt} desc limit 1)`,
    })
    .from(travellers)
    .innerJoin(trips, eq(trips.id, travellers.tripId))
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .leftJoin(departures, eq(departures.id, schools.departureId))
    .where(eq(travellers.id, travellerId));
  if (!row) return undefined;
  const { departureDate, paidCents, payerIban, ...trip } = row;
  return { trip, departureDate, paidCents: Number(paidCents), payerIban };
}

export type NewRefund = typeof refunds.$inferInsert;

export async function insertRefund(tx: Executor, values: NewRefund): Promise<void> {
  await tx.insert(refunds).values(values);
}

const refundFields = {
  id: refunds.id,
  travellerId: refunds.travellerId,
  firstName: travellers.firstName,
  lastName: travellers.lastName,
  guardianName: travellers.guardianName,
  personalCode: travellers.personalCode,
  paymentReference: travellers.paymentReference,
  cancelledOn: refunds.cancelledOn,
  paidCents: refunds.paidCents,
  keptCents: refunds.keptCents,
  refundCents: refunds.refundCents,
  iban: refunds.iban,
  ibanSource: refunds.ibanSource,
  ibanReason: refunds.ibanReason,
  refundedOn: refunds.refundedOn,
};

/**
 * The trip's refunds of travellers not deleted: `owed` the ones with money still to send back (oldest
 * cancellation first), `all` every cancellation that kept or returned money.
 */
export async function listTripRefunds(db: Executor, tripId: number, which: 'owed' | 'all'): Promise<Refund[]> {
  const rows = await db
    .select(refundFields)
    .from(refunds)
    .innerJoin(travellers, eq(travellers.id, refunds.travellerId))
    .where(
      and(
        eq(travellers.tripId, tripId),
        sql`${travellers.status} <> 'deleted'`,
        which === 'owed' ? and(isNull(refunds.refundedOn), sql`${refunds.refundCents} > 0`) : undefined,
      ),
    )
    .orderBy(which === 'owed' ? asc(refunds.cancelledOn) : desc(refunds.cancelledOn), asc(travellers.lastName));
  return rows as Refund[];
}

/** The trip's account for a transfer file: its names and bank details. */
export async function findRefundTrip(
  db: Executor,
  tripId: number,
): Promise<{ name: LocalizedText; year: number; bankDetails: BankDetails } | undefined> {
  const [row] = await db
    .select({ name: trips.name, year: trips.year, bankDetails: trips.bankDetails })
    .from(trips)
    .where(eq(trips.id, tripId));
  return row;
}

export type LockedRefund = {
  id: string;
  travellerId: string;
  tripId: number;
  refundCents: number;
  iban: string | null;
  refundedOn: string | null;
};

/** A refund locked until the transaction ends, with its trip; undefined when there is none. */
export async function lockRefund(tx: Executor, refundId: string): Promise<LockedRefund | undefined> {
  const [row] = await tx
    .select({
      id: refunds.id,
      travellerId: refunds.travellerId,
      tripId: travellers.tripId,
      refundCents: refunds.refundCents,
      iban: refunds.iban,
      refundedOn: refunds.refundedOn,
    })
    .from(refunds)
    .innerJoin(travellers, eq(travellers.id, refunds.travellerId))
    .where(and(eq(refunds.id, refundId), isNotNull(refunds.travellerId)))
    .for('update', { of: refunds });
  return row;
}

export type RefundChange = Partial<{
  iban: string;
  ibanSource: RefundIbanSource;
  ibanReason: string;
  ibanEnteredBy: string;
  refundedOn: string;
  refundedBy: string;
}>;

export async function updateRefund(tx: Executor, refundId: string, change: RefundChange, now: Date): Promise<void> {
  await tx
    .update(refunds)
    .set({ ...change, updatedAt: now })
    .where(eq(refunds.id, refundId));
}

/** One refund as the list shows it. */
export async function findRefund(db: Executor, refundId: string): Promise<Refund | undefined> {
  const [row] = await db
    .select(refundFields)
    .from(refunds)
    .innerJoin(travellers, eq(travellers.id, refunds.travellerId))
    .where(eq(refunds.id, refundId));
  return row as Refund | undefined;
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { payments, schools } from '../../db/schema/index.ts';
import { liveTravellerPrices } from '../../payments/queries/live-traveller-prices.ts';

/**
 * Approved travellers who owe and have paid alike: same school (so departure), approved the same day (so the same
 * due dates), same price, same sums received and processing.
 */
export type MoneyGroup = {
  schoolId: number;
  departureId: number | null;
  /** The day in Cyprus they were approved (`YYYY-MM-DD`), null for a registration without an approval time. */
  approvedOn: string | null;
  /** Their own price (docs/product/payments.md#family-prices). */
  priceCents: number;
  receivedCents: number;
  processingCents: number;
  travellers: number;
};

type MoneyGroupRow = { [Key in keyof MoneyGroup]: MoneyGroup[Key] | string };

const numberOrNull = (value: unknown) => (value === null ? null : Number(value));

/**
 * The trip's approved travellers in one statement, each with its school's departure, its price, the sums of its
 * received and processing payments and the day it was approved, counted by identical rows: the payment picture
 * depends on nothing else, so a few hundred groups stand for sixteen thousand travellers, and nothing per
 * traveller leaves the database.
 */
export async function approvedTravellerMoney(db: Executor, tripId: number): Promise<MoneyGroup[]> {
  const result = (await db.execute(sql`
    select school_id as "schoolId", departure_id as "departureId", to_char(approved_on, 'YYYY-MM-DD') as "approvedOn",
      price_cents as "priceCents", received as "receivedCents", processing as "processingCents",
      count(*)::int as travellers
    from (
      select priced.school_id, ${schools.departureId} as departure_id,
        priced.approved_on, priced.price_cents,
        coalesce(sum(${payments.amountCents}) filter (where ${payments.status} = 'approved'), 0)::int as received,
        coalesce(sum(${payments.amountCents}) filter (where ${payments.status} = 'pending'), 0)::int as processing
      from ${liveTravellerPrices(tripId)} priced
      join ${schools} on ${schools.id} = priced.school_id
      left join ${payments} on ${payments.travellerId} = priced.traveller_id
      where priced.status = 'approved'
      group by priced.traveller_id, priced.school_id, priced.approved_on, ${schools.departureId}, priced.price_cents
    ) traveller_money
    group by school_id, departure_id, approved_on, price_cents, received, processing`)) as { rows: MoneyGroupRow[] };
  return result.rows.map((row) => ({
    schoolId: Number(row.schoolId),
    departureId: numberOrNull(row.departureId),
    approvedOn: row.approvedOn === null ? null : String(row.approvedOn),
    priceCents: Number(row.priceCents),
    receivedCents: Number(row.receivedCents),
    processingCents: Number(row.processingCents),
    travellers: Number(row.travellers),
  }));
}

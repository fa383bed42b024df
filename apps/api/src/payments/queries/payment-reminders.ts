import {
  addDays,
  type BankDetails,
  type CountedPayment,
  type Instalment,
  type LocalizedText,
  type Locale,
  type PaymentReminderKind,
  UPCOMING_REMINDER_DAYS,
} from '@voyage/domain';
import { and, asc, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { paymentReminders, payments, travellers, trips } from '../../db/schema/index.ts';
import { approvalDaySql } from './approval-day.ts';
import { travellerPrices } from './traveller-prices.ts';

export type PaymentReminderTraveller = {
  id: string;
  tripId: number;
  tripTitle: LocalizedText;
  firstName: string;
  lastName: string;
  guardianEmail: string;
  language: Locale;
  personalCode: string;
  /** The RF reference made of the code, stored with it at approval. */
  paymentReference: string | null;
  paymentPlan: Instalment[];
  /** The traveller's own price, the plan is scaled to (docs/product/payments.md#family-prices). */
  priceCents: number;
  /** When the traveller was approved, and the trip's days to pay an instalment already due then. */
  approvedAt: Date | null;
  paymentGraceDays: number;
  bankDetails: BankDetails;
  /** The traveller's payments that count (received or Processing), for `paymentPicture`. */
  payments: CountedPayment[];
};

/**
 * The traveller may be owed a reminder on `today`: it was not approved today, an instalment of the
 * trip's plan is due within `UPCOMING_REMINDER_DAYS` or past (its due date for this traveller: the
 * plan's, or the trip's grace days after the approval when that is later, as `travellerPlan` gives),
 * the money received or Processing does not reach the end of it (instalments are settled oldest
 * first), and the reminder of the kind that day calls for (`upcoming` up to the due date, `overdue`
 * after it) is not in payment_reminders. A superset of what `paymentPicture` and `dueReminderKind`
 * decide in the service, which has the last word; it keeps the claimed rows few.
 */
/**
 * What the plan's instalments up to one come to for the traveller, at most: the trip's sum scaled to the
 * highest price the traveller may have (its own, a family price, the trip's), so the pre-filter stays a
 * superset of what `scaledPlan` gives whatever the family order (docs/product/payments.md#family-prices).
 */
function highestScaled(upTo: SQL): SQL {
  const highest = sql`greatest(${trips.totalPriceCents}, ${travellers.customPriceCents},
    ${trips.secondChildPriceCents}, ${trips.laterChildPriceCents})`;
  const planTotal = sql`(select coalesce(sum((whole.value->>'amountCents')::integer), 0)
    from jsonb_array_elements(${trips.paymentPlan}) as whole(value))`;
  return sql`case when ${planTotal} = 0 then ${highest} else ceil(${upTo}::numeric * ${highest} / ${planTotal}) end`;
}

function reminderMayBeDue(today: string): SQL {
  return sql`(${approvalDaySql} is null or ${approvalDaySql} < ${today}::date) and exists (
    select 1 from (
      select
        item.value->>'key' as key,
        greatest((item.value->>'dueDate')::date, ${approvalDaySql} + ${trips.paymentGraceDays}) as due_date,
        ${highestScaled(sql`sum((item.value->>'amountCents')::integer) over (order by item.position)`)} as up_to
      from jsonb_array_elements(${trips.paymentPlan}) with ordinality as item(value, position)
    ) as plan
    where plan.due_date <= ${addDays(today, UPCOMING_REMINDER_DAYS)}::date
      and plan.up_to > (
        select coalesce(sum(${payments.amountCents}), 0) from ${payments}
        where ${payments.travellerId} = ${travellers.id} and ${payments.status} in ('approved', 'pending'))
      and not exists (
        select 1 from ${paymentReminders}
        where ${paymentReminders.travellerId} = ${travellers.id}
          and ${paymentReminders.instalment} = plan.key
          and ${paymentReminders.dueDate} = plan.due_date
          and ${paymentReminders.kind} = case when plan.due_date >= ${today}::date then 'upcoming' else 'overdue' end))`;
}

/**
 * Locks and returns up to `limit` approved travellers with a personal code, after `after` in id order,
 * who may be owed a payment reminder on `today` (Europe/Nicosia), with their trip's plan and bank details
 * and their counted payments. FOR UPDATE SKIP LOCKED: a traveller another process holds is left to it,
 * and the caller writes the reminder row, the e-mail and the audit row in the same transaction.
 */
export async function claimPaymentReminderTravellers(
  tx: Executor,
  { today, after, limit }: { today: string; after: string | null; limit: number },
): Promise<PaymentReminderTraveller[]> {
  const rows = await tx
    .select({
      id: travellers.id,
      tripId: travellers.tripId,
      tripTitle: trips.title,
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      guardianEmail: travellers.guardianEmail,
      language: travellers.language,
      personalCode: travellers.personalCode,
      paymentReference: travellers.paymentReference,
      paymentPlan: trips.paymentPlan,
      approvedAt: travellers.approvedAt,
      paymentGraceDays: trips.paymentGraceDays,
      bankDetails: trips.bankDetails,
    })
    .from(travellers)
    .innerJoin(trips, eq(trips.id, travellers.tripId))
    .where(
      and(
        eq(travellers.status, 'approved'),
        isNotNull(travellers.personalCode),
        after === null ? undefined : gt(travellers.id, after),
        reminderMayBeDue(today),
      ),
    )
    .orderBy(asc(travellers.id))
    .limit(limit)
    .for('update', { of: travellers, skipLocked: true });
  if (rows.length === 0) return [];

  const counted = await tx
    .select({ travellerId: payments.travellerId, amountCents: payments.amountCents, status: payments.status })
    .from(payments)
    .where(
      and(
        inArray(
          payments.travellerId,
          rows.map((row) => row.id),
        ),
        inArray(payments.status, ['approved', 'pending']),
      ),
    );
  const prices = await travellerPrices(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    priceCents: prices.get(row.id)!.priceCents,
    personalCode: row.personalCode!,
    payments: counted
      .filter((payment) => payment.travellerId === row.id)
      .map(({ amountCents, status }) => ({ amountCents, status })),
  }));
}

/**
 * Writes that a reminder is sent; false when it was already (the primary key: traveller, instalment,
 * due date, kind), in which case the caller sends nothing.
 */
export async function recordPaymentReminder(
  tx: Executor,
  reminder: {
    travellerId: string;
    instalment: Instalment['key'];
    dueDate: string;
    kind: PaymentReminderKind;
    amountCents: number;
    sentAt: Date;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ travellerId: paymentReminders.travellerId });
  return inserted.length > 0;
}

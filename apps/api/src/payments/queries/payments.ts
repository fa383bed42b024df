import type { PaymentMethod, PaymentStatus, StaffPayment } from '@voyage/domain';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { files, payments, schools, travellers, trips, user } from '../../db/schema/index.ts';
import type { FileRecordTable } from '../../files/queries/record-file.ts';
import { isoInstant } from '../../lib/queries/iso-instant.ts';
import { travellerPrices } from './traveller-prices.ts';
import { findItemTravellerId, lockItem } from '../../review-kernel/queries/review-items.ts';

/** What the exact-amount rule reads of a traveller's earlier payments. */
export type CountedPaymentRow = { id: string; amountCents: number; status: PaymentStatus };

/** The traveller's payments that count or once counted, oldest first (the order they settle the plan in). */
export function listTravellerPayments(tx: Executor, travellerId: string): Promise<CountedPaymentRow[]> {
  return tx
    .select({ id: payments.id, amountCents: payments.amountCents, status: payments.status })
    .from(payments)
    .where(eq(payments.travellerId, travellerId))
    .orderBy(asc(payments.submittedAt), asc(payments.id));
}

export type NewPayment = {
  travellerId: string;
  /** The traveller's trip (a foreign key holds the two together). */
  tripId: number;
  amountCents: number;
  status: PaymentStatus;
  method: PaymentMethod;
  transferDate: string | null;
  fileId: string | null;
  submittedAt: Date;
  receivedAt: Date | null;
  reviewedBy: string | null;
  recordedBy: string | null;
  note: string | null;
  /** The account a transfer came from, compact; a refund goes back to it. */
  payerIban?: string | null;
};

export async function insertPayment(tx: Executor, payment: NewPayment): Promise<string> {
  const [row] = await tx.insert(payments).values(payment).returning({ id: payments.id });
  return row!.id;
}

/** The payments of many travellers, each one's oldest first, a thousand travellers a query. */
export async function listPaymentsOfTravellers(
  tx: Executor,
  travellerIds: readonly string[],
): Promise<Map<string, CountedPaymentRow[]>> {
  const ids = [...new Set(travellerIds)];
  const counted = new Map<string, CountedPaymentRow[]>(ids.map((id) => [id, []]));
  for (let at = 0; at < ids.length; at += 1000) {
    const rows = await tx
      .select({
        travellerId: payments.travellerId,
        id: payments.id,
        amountCents: payments.amountCents,
        status: payments.status,
      })
      .from(payments)
      .where(inArray(payments.travellerId, ids.slice(at, at + 1000)))
      .orderBy(asc(payments.submittedAt), asc(payments.id));
    for (const { travellerId, ...payment } of rows) counted.get(travellerId)!.push(payment);
  }
  return counted;
}

/** Many new payments, each with the id the caller gave it, five hundred a query. */
export async function insertPayments(tx: Executor, rows: readonly (NewPayment & { id: string })[]): Promise<void> {
  for (let at = 0; at < rows.length; at += 500) await tx.insert(payments).values(rows.slice(at, at + 500));
}

/** Receipts waiting confirmed at once: each approved, received when given, reviewed by staff, five hundred a query. */
export async function approvePayments(
  tx: Executor,
  changes: readonly { id: string; receivedAt: Date; reviewedBy: string; payerIban: string | null }[],
  now: Date,
): Promise<void> {
  for (let at = 0; at < changes.length; at += 500) {
    const values = changes
      .slice(at, at + 500)
      .map(
        (change) =>
          sql`(${change.id}::uuid, ${change.receivedAt.toISOString()}::timestamptz, ${change.reviewedBy}::text, ${change.payerIban}::text)`,
      );
    await tx.execute(sql`
      update ${payments} set status = 'approved', received_at = given.received_at, reviewed_by = given.reviewed_by,
        payer_iban = given.payer_iban, updated_at = ${now.toISOString()}::timestamptz
      from (values ${sql.join(values, sql`, `)}) as given(id, received_at, reviewed_by, payer_iban)
      where ${payments.id} = given.id`);
  }
}

/** Whose payment this is (read without a lock, to lock the traveller first: the order every payment change keeps). */
const paymentItems = { table: payments, id: payments.id, travellerId: payments.travellerId };

export function findPaymentTravellerId(tx: Executor, paymentId: string): Promise<string | undefined> {
  return findItemTravellerId(tx, paymentItems, paymentId);
}

/** A payment locked FOR UPDATE, with the traveller it belongs to; undefined when there is none. */
export type LockedPayment = {
  id: string;
  travellerId: string;
  tripId: number;
  amountCents: number;
  status: PaymentStatus;
  receivedAt: Date | null;
};

export function lockPayment(tx: Executor, paymentId: string): Promise<LockedPayment | undefined> {
  return lockItem<LockedPayment>(tx, paymentItems, paymentId, {
    id: payments.id,
    travellerId: payments.travellerId,
    tripId: travellers.tripId,
    amountCents: payments.amountCents,
    status: payments.status,
    receivedAt: payments.receivedAt,
  });
}

/** What a decision writes on a payment. */
export type PaymentChange = Partial<{
  status: PaymentStatus;
  amountCents: number;
  receivedAt: Date | null;
  reviewedBy: string | null;
  rejectionReason: string | null;
  payerIban: string | null;
}>;

export async function updatePayment(tx: Executor, paymentId: string, change: PaymentChange, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ ...change, updatedAt: now })
    .where(eq(payments.id, paymentId));
}

/** The money received from the traveller: its own price less this is what it has not paid yet (for staff to compare). */
const received = sql`coalesce((
    select sum(received.amount_cents) from ${payments} received
    where received.traveller_id = ${travellers.id} and received.status = 'approved'
  ), 0)`;

/**
 * A payment and its traveller as `json_build_object` pairs, what staff's list and the ledger both read
 * (instants in ISO 8601); the query joins `travellers` and `schools`.
 */
export const paymentJsonFields = sql`
  'id', ${payments.id},
  'travellerId', ${travellers.id},
  'personalCode', ${travellers.personalCode},
  'firstName', ${travellers.firstName},
  'lastName', ${travellers.lastName},
  'schoolName', ${schools.name},
  'amountCents', ${payments.amountCents},
  'status', ${payments.status},
  'method', ${payments.method},
  'transferDate', ${payments.transferDate},
  'submittedAt', ${isoInstant(payments.submittedAt)},
  'receivedAt', ${isoInstant(payments.receivedAt)}`;

type ReceivedRow = Omit<StaffPayment, 'outstandingCents'> & { receivedCents: number };

/** Payments as staff read them (`staffPaymentSchema`), built by the database as one JSON value. */
async function selectStaffPayments(db: Executor, where: SQL, orderBy: SQL): Promise<StaffPayment[]> {
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_object(
      ${paymentJsonFields},
      'language', ${travellers.language},
      'guardianName', ${travellers.guardianName},
      'rejectionReason', ${payments.rejectionReason},
      'fileName', ${files.originalName},
      'fileMediaType', ${files.mediaType},
      'reviewedByName', ${user.name},
      'receivedCents', (${received})::int
    ) order by ${orderBy}), '[]'::json) as payments
    from ${payments}
    join ${travellers} on ${travellers.id} = ${payments.travellerId}
    join ${trips} on ${trips.id} = ${travellers.tripId}
    join ${schools} on ${schools.id} = ${travellers.schoolId}
    left join ${files} on ${files.id} = ${payments.fileId}
    left join ${user} on ${user.id} = coalesce(${payments.reviewedBy}, ${payments.recordedBy})
    where ${travellers.status} <> 'deleted' and ${where}`)) as { rows: { payments: ReceivedRow[] | string }[] };
  const value = result.rows[0]?.payments ?? [];
  const rows = typeof value === 'string' ? (JSON.parse(value) as ReceivedRow[]) : value;
  const prices = await travellerPrices(db, [...new Set(rows.map((row) => row.travellerId))]);
  return rows.map(({ receivedCents, ...payment }) => ({
    ...payment,
    outstandingCents: prices.get(payment.travellerId)!.priceCents - receivedCents,
  }));
}

export function listStaffTravellerPayments(db: Executor, travellerId: string): Promise<StaffPayment[]> {
  return selectStaffPayments(db, sql`${travellers.id} = ${travellerId}`, sql`${payments.submittedAt}, ${payments.id}`);
}

export async function findStaffPayment(db: Executor, paymentId: string): Promise<StaffPayment | undefined> {
  const [payment] = await selectStaffPayments(db, sql`${payments.id} = ${paymentId}`, sql`${payments.id}`);
  return payment;
}

/** Where a payment's receipt is (`findRecordFile`); money staff recorded has none, a deleted registration's is not reached. */
export const receiptFileRecord = {
  table: payments,
  id: payments.id,
  travellerId: payments.travellerId,
  fileId: payments.fileId,
  extra: {},
  staffSkipDeleted: true,
} satisfies FileRecordTable<Record<string, never>>;

import type { ListPage, PaymentQueueQuery, PaymentQueueRow, PaymentQueueSort } from '@voyage/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import type { TripAtRevision } from '../../db/trip-revision.ts';
import { files, payments, schools, travellers, user } from '../../db/schema/index.ts';
import { isoInstant } from '../../lib/queries/iso-instant.ts';
import { travellerPrices } from './traveller-prices.ts';
import { queueColumns, queueTravellerFields, reviewQueue } from '../../review-kernel/queries/review-queue.ts';

/** The money received from the traveller: what it has not paid yet is its own price less this. Computed for the page alone. */
const receivedCents = sql<number>`coalesce((
    select sum(received.amount_cents) from ${payments} received
    where received.traveller_id = ${travellers.id} and received.status = 'approved'
  ), 0)::int`;

type QueueRowReceived = Omit<PaymentQueueRow, 'outstandingCents'> & { receivedCents: number };

/**
 * The trip's payments queue and how many match in all (docs/product/payments.md#the-payments-queue):
 * the columns its table and cards show, filtered by status, method and school, searched and sorted in SQL.
 */
const listQueueRows = reviewQueue<QueueRowReceived, PaymentQueueSort, PaymentQueueQuery>({
  table: payments,
  columns: queueColumns(payments, payments.submittedAt),
  fields: {
    id: payments.id,
    ...queueTravellerFields,
    amountCents: payments.amountCents,
    status: payments.status,
    method: payments.method,
    transferDate: payments.transferDate,
    submittedAt: isoInstant(payments.submittedAt),
    receivedAt: sql<string | null>`${isoInstant(payments.receivedAt)}`,
    rejectionReason: payments.rejectionReason,
    fileName: files.originalName,
    fileMediaType: files.mediaType,
    reviewedByName: user.name,
    receivedCents,
  },
  joins: [
    { table: files, on: eq(files.id, payments.fileId), isOptional: true },
    // Who confirmed or rejected it, or recorded it for money that came without a receipt.
    { table: user, on: eq(user.id, sql`coalesce(${payments.reviewedBy}, ${payments.recordedBy})`), isOptional: true },
  ],
  sortColumns: {
    personalCode: travellers.personalCode,
    schoolName: sql`${schools.name} collate "C"`,
    amountCents: payments.amountCents,
    transferDate: payments.transferDate,
    submittedAt: payments.submittedAt,
    status: payments.status,
    receivedAt: payments.receivedAt,
    method: payments.method,
    reviewedByName: sql`${user.name} collate "C"`,
  },
  filters: (query, bind) => [query.method ? bind.inList(payments.method, 'method', query.method) : undefined],
});

export async function listPaymentQueuePage(
  db: Executor,
  trip: TripAtRevision,
  query: PaymentQueueQuery,
): Promise<ListPage<PaymentQueueRow>> {
  const page = await listQueueRows(db, trip, query);
  // What each traveller still owes: its own price (docs/product/payments.md#family-prices) less what was received.
  const prices = await travellerPrices(db, [...new Set(page.rows.map((row) => row.travellerId))]);
  return {
    ...page,
    rows: page.rows.map(({ receivedCents: received, ...row }) => ({
      ...row,
      outstandingCents: prices.get(row.travellerId)!.priceCents - received,
    })),
  };
}

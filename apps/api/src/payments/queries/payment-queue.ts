import type { PaymentQueueQuery, PaymentQueueRow, PaymentQueueSort } from '@voyage/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { files, payments, schools, travellers, trips, user } from '../../db/schema/index.ts';
import { isoInstant } from '../../lib/queries/iso-instant.ts';
import { queueColumns, queueTravellerFields, reviewQueue } from '../../review-kernel/queries/review-queue.ts';

/** What the traveller has not paid yet: the trip's price less the money received. Computed for the page alone. */
const outstandingCents = sql<number>`(${trips.totalPriceCents} - coalesce((
    select sum(received.amount_cents) from ${payments} received
    where received.traveller_id = ${travellers.id} and received.status = 'approved'
  ), 0))::int`;

/**
 * One page of the trip's payments queue and how many match in all (docs/product/payments.md#the-payments-queue):
 * the columns its table and cards show, filtered by status, method and school, searched and sorted in SQL.
 */
export const listPaymentQueuePage = reviewQueue<PaymentQueueRow, PaymentQueueSort, PaymentQueueQuery>({
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
    outstandingCents,
  },
  joins: [
    { table: trips, on: eq(trips.id, travellers.tripId) },
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
  filters: (query) => [query.method ? inArray(payments.method, query.method) : undefined],
});

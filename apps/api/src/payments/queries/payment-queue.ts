import type { ListPage, PaymentQueueQuery, PaymentQueueRow, PaymentQueueSort } from '@voyage/domain';
import { and, count, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { files, payments, schools, travellers, trips, user } from '../../db/schema/index.ts';
import { queueOrdering, travellerSearch } from '../../travellers/queries/traveller-list-columns.ts';

/** An instant as the API writes it everywhere: ISO 8601 in UTC with a `Z`. */
function iso(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** What the traveller has not paid yet: the trip's price less the money received. Computed for the page alone. */
const outstandingCents = sql<number>`(${trips.totalPriceCents} - coalesce((
    select sum(received.amount_cents) from ${payments} received
    where received.traveller_id = ${travellers.id} and received.status = 'approved'
  ), 0))::int`;

/** Who confirmed or rejected it, or recorded it for money that came without a receipt. */
const reviewer = eq(user.id, sql`coalesce(${payments.reviewedBy}, ${payments.recordedBy})`);

/** A row of the queue: the columns its table and cards show (docs/product/payments.md#the-payments-queue). */
const rowFields = {
  id: payments.id,
  travellerId: travellers.id,
  firstName: travellers.firstName,
  lastName: travellers.lastName,
  personalCode: travellers.personalCode,
  schoolName: schools.name,
  amountCents: payments.amountCents,
  status: payments.status,
  method: payments.method,
  transferDate: payments.transferDate,
  submittedAt: iso(payments.submittedAt),
  receivedAt: sql<string | null>`${iso(payments.receivedAt)}`,
  rejectionReason: payments.rejectionReason,
  fileName: files.originalName,
  fileMediaType: files.mediaType,
  reviewedByName: user.name,
  outstandingCents,
};

const SORT_COLUMNS: Record<Exclude<PaymentQueueSort, 'name'>, SQL | SQLWrapper> = {
  personalCode: travellers.personalCode,
  schoolName: sql`${schools.name} collate "C"`,
  amountCents: payments.amountCents,
  transferDate: payments.transferDate,
  submittedAt: payments.submittedAt,
  status: payments.status,
  receivedAt: payments.receivedAt,
  method: payments.method,
  reviewedByName: sql`${user.name} collate "C"`,
};

function ordering(query: PaymentQueueQuery): SQL[] {
  return queueOrdering(query, SORT_COLUMNS, [payments.submittedAt, payments.id]);
}

function conditions(tripId: number, query: PaymentQueueQuery): SQL | undefined {
  return and(
    eq(travellers.tripId, tripId),
    ne(travellers.status, 'deleted'),
    query.status ? inArray(payments.status, query.status) : undefined,
    query.method ? inArray(payments.method, query.method) : undefined,
    query.school_id === undefined ? undefined : eq(travellers.schoolId, query.school_id),
    travellerSearch(query.search),
  );
}

/** One page of the trip's payments queue and how many match in all; sorted, filtered and searched in SQL. */
export async function listPaymentQueuePage(
  db: Executor,
  tripId: number,
  query: PaymentQueueQuery,
): Promise<ListPage<PaymentQueueRow>> {
  const where = conditions(tripId, query);
  const [counted] = await db
    .select({ total: count() })
    .from(payments)
    .innerJoin(travellers, eq(travellers.id, payments.travellerId))
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(where);
  const total = counted?.total ?? 0;
  const offset = query.page * query.page_size;
  if (offset >= total) return { rows: [], total };
  const rows = await db
    .select(rowFields)
    .from(payments)
    .innerJoin(travellers, eq(travellers.id, payments.travellerId))
    .innerJoin(trips, eq(trips.id, travellers.tripId))
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .leftJoin(files, eq(files.id, payments.fileId))
    .leftJoin(user, reviewer)
    .where(where)
    .orderBy(...ordering(query))
    .limit(query.page_size)
    .offset(offset);
  return { rows, total };
}

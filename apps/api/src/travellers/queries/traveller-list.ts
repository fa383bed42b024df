import type { ListPage, TravellerListFilters, TravellerListRow, TravellerSort } from '@voyage/domain';
import { and, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { listPageOfShape } from '../../db/list-page-of-shape.ts';
import type { Executor } from '../../db/executor.ts';
import { inline, placeholders, type Binder } from '../../db/prepared-shapes.ts';
import { keyFields, keyOrder, keysetPages, type OrderKey } from '../../db/keyset.ts';
import type { TripAtRevision } from '../../db/trip-revision.ts';
import { payments, schools, travellers } from '../../db/schema/index.ts';
import { waitingListPositionOfTraveller } from '../../places/queries/waiting-list-position.ts';
import { travellerNameOrder as byName, travellerSearch } from './traveller-list-columns.ts';
import { statusCondition, type TravellerFilter } from './travellers.ts';

/** An instant as the API writes it everywhere: ISO 8601 in UTC with a `Z`. */
function iso(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Approved payments only: what the Paid column adds up. Computed for the rows of the page alone. */
const paidCents = sql<number>`(select coalesce(sum(${payments.amountCents}), 0)::int from ${payments}
  where ${payments.travellerId} = ${travellers.id} and ${payments.status} = 'approved')`;

/** A row of the lists: the columns the tables show (docs/product/admin.md#lists). */
const rowFields = {
  id: travellers.id,
  tripId: travellers.tripId,
  personalCode: sql`${travellers.personalCode} collate "C"`,
  status: sql`${travellers.status} collate "C"`,
  firstName: travellers.firstName,
  lastName: travellers.lastName,
  gender: sql`${travellers.gender} collate "C"`,
  district: sql`${travellers.district} collate "C"`,
  guardianName: travellers.guardianName,
  guardianEmail: sql`${travellers.guardianEmail} collate "C"`,
  schoolId: travellers.schoolId,
  schoolName: schools.name,
  departureId: schools.departureId,
  registeredAt: iso(travellers.createdAt),
  emailConfirmedAt: sql<string | null>`${iso(travellers.emailConfirmedAt)}`,
  statusChangedAt: sql<string | null>`${iso(travellers.statusChangedAt)}`,
  statusBeforeDeletion: travellers.statusBeforeDeletion,
  deletionReason: travellers.deletionReason,
  paidCents,
  waitingListPosition: waitingListPositionOfTraveller,
};

const SORT_COLUMNS: Record<Exclude<TravellerSort, 'name'>, SQL | SQLWrapper> = {
  personalCode: travellers.personalCode,
  schoolName: sql`${schools.name} collate "C"`,
  district: travellers.district,
  gender: travellers.gender,
  guardianName: sql`${travellers.guardianName} collate "C"`,
  guardianEmail: travellers.guardianEmail,
  emailConfirmedAt: travellers.emailConfirmedAt,
  registeredAt: travellers.createdAt,
  status: travellers.status,
  paidCents,
  statusChangedAt: travellers.statusChangedAt,
};

/**
 * A list's order as keys (apps/api/src/db/keyset.ts), so an export can read it page after page. Without a
 * choice the pending list is a review queue, oldest first; the others read like a class list. A chosen
 * column puts its empty cells (no personal code yet, e-mail not confirmed) last either way, equal cells by name.
 */
function orderKeys(filter: TravellerFilter, sort: TravellerSort | undefined, order: 'asc' | 'desc'): OrderKey[] {
  const descending = order === 'desc';
  const id = { expression: travellers.id };
  const names = byName.map((expression) => ({ expression }));
  if (sort === undefined) return filter === 'pending' ? [{ expression: travellers.createdAt }, id] : [...names, id];
  if (sort === 'name') return [...names, id].map((key) => ({ ...key, descending }));
  return [{ expression: SORT_COLUMNS[sort], descending, nullable: true }, ...names, id];
}

function ordering(filter: TravellerFilter, sort: TravellerSort | undefined, order: 'asc' | 'desc'): SQL[] {
  return keyOrder(orderKeys(filter, sort, order));
}

function conditions(
  tripId: number,
  filter: TravellerFilter,
  filters: TravellerListFilters,
  departureIds: number[] | null,
  bind: Binder = inline,
): SQL | undefined {
  bind.mark(filter);
  return and(
    eq(travellers.tripId, bind.value('tripId', tripId)),
    departureIds === null
      ? undefined
      : bind.inList(schools.departureId, 'escortDepartures', departureIds.length ? departureIds : [-1]),
    statusCondition(filter),
    filters.district ? bind.inList(travellers.district, 'district', filters.district) : undefined,
    filters.status ? bind.inList(travellers.status, 'status', filters.status) : undefined,
    filters.gender ? bind.inList(travellers.gender, 'gender', filters.gender) : undefined,
    filters.school_id === undefined ? undefined : eq(travellers.schoolId, bind.value('schoolId', filters.school_id)),
    filters.departure_id === undefined
      ? undefined
      : eq(schools.departureId, bind.value('departureId', filters.departure_id)),
    travellerSearch(filters.search, bind),
  );
}

/** How many rows of a trip's list match its filters and search. */
export async function countTravellers(
  db: Executor,
  tripId: number,
  filter: TravellerFilter,
  filters: TravellerListFilters,
  departureIds: number[] | null = null,
): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(conditions(tripId, filter, filters, departureIds));
  return counted?.total ?? 0;
}

/**
 * One page of a trip's list, and how many rows match (at most `listCountCeiling`, docs/product/admin.md#lists);
 * sorted, filtered and searched in SQL. Both statements are prepared once per shape (db/prepared-shapes.ts).
 */
export async function listTravellerPage(
  db: Executor,
  trip: TripAtRevision,
  filter: TravellerFilter,
  query: TravellerListFilters & { page: number; page_size: number },
  /** An escort's departures (docs/product/staff-roles.md#escorts); null: every departure. */
  departureIds: number[] | null = null,
): Promise<ListPage<TravellerListRow>> {
  const bound = placeholders();
  const where = conditions(trip.id, filter, query, departureIds, bound);
  bound.mark(`${query.sort ?? ''}:${query.order}`);
  return listPageOfShape<TravellerListRow>(
    db,
    'traveller',
    bound,
    query,
    {
      fields: rowFields,
      matching: (fields) =>
        db
          .select(fields)
          .from(travellers)
          .innerJoin(schools, eq(schools.id, travellers.schoolId))
          .where(where)
          .$dynamic(),
      order: ordering(filter, query.sort, query.order),
    },
    trip.revision,
  );
}

/** What a list export writes per traveller: the columns of the file. */
const exportFields = {
  ...rowFields,
  paymentReference: travellers.paymentReference,
  dateOfBirth: travellers.dateOfBirth,
  nationality: travellers.nationality,
  city: travellers.city,
  phone: travellers.phone,
};
export type TravellerExportRow = TravellerListRow & {
  paymentReference: string | null;
  dateOfBirth: string;
  nationality: string | null;
  city: string;
  phone: string;
};

/**
 * Every row of a list as the screen filters, searches and sorts it (the first `limit`, if given), read whole
 * in one statement: what the exports written in memory (XLSX, PDF) take; the CSV reads
 * `travellerExportPages` instead.
 */
export async function listWholeTripTravellersForExport(
  db: Executor,
  tripId: number,
  filter: TravellerFilter,
  filters: TravellerListFilters,
  limit?: number,
): Promise<TravellerExportRow[]> {
  const query = db
    .select(exportFields)
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(conditions(tripId, filter, filters, null))
    .orderBy(...ordering(filter, filters.sort, filters.order));
  return (await (limit === undefined ? query : query.limit(limit))) as TravellerExportRow[];
}

/** Rows an export reads at a time: about 125 kB of CSV, whatever the trip's size. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * The same rows in the same order, a page at a time after the last row read (keyset, never OFFSET), as the
 * reader asks for them (docs/architecture.md#exports-that-stream). A row changed between two pages is read
 * where it stands when its page is read.
 */
export function travellerExportPages(
  db: Executor,
  tripId: number,
  filter: TravellerFilter,
  filters: TravellerListFilters,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<TravellerExportRow[]> {
  const keys = orderKeys(filter, filters.sort, filters.order);
  const where = conditions(tripId, filter, filters, null);
  return keysetPages(keys, pageSize, async (after, limit) => {
    const rows = await db
      .select({ ...exportFields, ...keyFields(keys) })
      .from(travellers)
      .innerJoin(schools, eq(schools.id, travellers.schoolId))
      .where(after ? and(where, after) : where)
      .orderBy(...keyOrder(keys))
      .limit(limit);
    return rows as (TravellerExportRow & Record<string, unknown>)[];
  });
}

import type { ListPage, TravellerListFilters, TravellerListRow, TravellerSort } from '@voyage/domain';
import { and, asc, count, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { payments, schools, travellers } from '../../db/schema/index.ts';
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

function ordering(filter: TravellerFilter, sort: TravellerSort | undefined, order: 'asc' | 'desc'): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  // Without a choice the pending list is a review queue, oldest first; the others read like a class list.
  if (sort === undefined) {
    return filter === 'pending' ? [asc(travellers.createdAt), asc(travellers.id)] : [...byName, asc(travellers.id)];
  }
  if (sort === 'name') return [...byName.map((part) => direction(part)), direction(travellers.id)];
  // Empty cells (no personal code yet, e-mail not confirmed) go last either way; equal cells by name.
  return [sql`${direction(SORT_COLUMNS[sort])} nulls last`, ...byName, asc(travellers.id)];
}

function conditions(tripId: number, filter: TravellerFilter, filters: TravellerListFilters): SQL | undefined {
  return and(
    eq(travellers.tripId, tripId),
    statusCondition(filter),
    filters.district ? inArray(travellers.district, filters.district) : undefined,
    filters.status ? inArray(travellers.status, filters.status) : undefined,
    filters.gender ? inArray(travellers.gender, filters.gender) : undefined,
    filters.school_id === undefined ? undefined : eq(travellers.schoolId, filters.school_id),
    filters.departure_id === undefined ? undefined : eq(schools.departureId, filters.departure_id),
    travellerSearch(filters.search),
  );
}

/** One page of a trip's list, and how many rows match in all; sorted, filtered and searched in SQL. */
export async function listTravellerPage(
  db: Executor,
  tripId: number,
  filter: TravellerFilter,
  query: TravellerListFilters & { page: number; page_size: number },
): Promise<ListPage<TravellerListRow>> {
  const where = conditions(tripId, filter, query);
  const [counted] = await db
    .select({ total: count() })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(where);
  const total = counted?.total ?? 0;
  const offset = query.page * query.page_size;
  if (offset >= total) return { rows: [], total };
  const rows = await db
    .select(rowFields)
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(where)
    .orderBy(...ordering(filter, query.sort, query.order))
    .limit(query.page_size)
    .offset(offset);
  return { rows: rows as TravellerListRow[], total };
}

/** What a list export writes per traveller: the columns of the file. */
const exportFields = {
  ...rowFields,
  dateOfBirth: travellers.dateOfBirth,
  nationality: travellers.nationality,
  city: travellers.city,
  phone: travellers.phone,
};
export type TravellerExportRow = TravellerListRow & {
  dateOfBirth: string;
  nationality: string | null;
  city: string;
  phone: string;
};

/** Every row of a list as the screen filters, searches and sorts it (an export: no page). */
export async function listTravellersForExport(
  db: Executor,
  tripId: number,
  filter: TravellerFilter,
  filters: TravellerListFilters,
): Promise<TravellerExportRow[]> {
  const rows = await db
    .select(exportFields)
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(conditions(tripId, filter, filters))
    .orderBy(...ordering(filter, filters.sort, filters.order));
  return rows as TravellerExportRow[];
}

import type { ListPage } from '@voyage/domain';
import { and, eq, getTableName, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.ts';
import { listPageOfShape } from '../../db/list-page-of-shape.ts';
import { placeholders, type Binder } from '../../db/prepared-shapes.ts';
import { schools, travellers } from '../../db/schema/index.ts';
import type { TripAtRevision } from '../../db/trip-revision.ts';
import { queueOrdering, travellerSearch, type QueueOrder } from '../../travellers/queries/traveller-list-columns.ts';

/** What every review queue is asked: a page, a trip's travellers filtered by status and school, searched, sorted. */
export type ReviewQueueQuery<Sort extends string> = QueueOrder<Sort> & {
  page: number;
  page_size: number;
  search?: string;
  school_id?: number;
  status?: readonly string[];
};

/** What every queue row shows of its traveller and their school (the query joins both). */
export const queueTravellerFields = {
  travellerId: travellers.id,
  firstName: travellers.firstName,
  lastName: travellers.lastName,
  personalCode: travellers.personalCode,
  language: travellers.language,
  schoolName: schools.name,
};

/** An item table's queue columns: its traveller and trip, its status, and its arrival (`arrivedAt`, then its id). */
export function queueColumns(
  item: { id: PgColumn; travellerId: PgColumn; tripId: PgColumn; status: PgColumn },
  arrivedAt: PgColumn,
): ReviewQueueArea<unknown, string, ReviewQueueQuery<string>>['columns'] {
  return { travellerId: item.travellerId, tripId: item.tripId, status: item.status, arrival: [arrivedAt, item.id] };
}

/**
 * The statuses asked for, written into the statement (they are part of its shape) rather than bound: the planner
 * then knows the Waiting tab asks for `pending` alone and reads the trip's waiting items from their partial index.
 */
function statusIn(column: SQLWrapper, statuses: readonly string[]): SQL {
  const literals = statuses.map((status) => sql.raw(`'${status.replaceAll("'", "''")}'`));
  return sql`${column} in (${sql.join(literals, sql`, `)})`;
}

/** A table the row needs beside the item, the traveller and the school (the file, the reviewer, the trip). */
export type QueueJoin = { table: PgTable; on: SQL; isOptional?: boolean };

/** One area's queue: its table, the columns its rows show, how it sorts and what else it filters by. */
export type ReviewQueueArea<Row, Sort extends string, Query extends ReviewQueueQuery<Sort>> = {
  table: PgTable;
  /**
   * The item's traveller and its trip (kept on the item), its status, and when it arrived with its id: the queue's
   * order, and with the trip and the status a partial index.
   */
  columns: { travellerId: PgColumn; tripId: PgColumn; status: PgColumn; arrival: readonly [SQLWrapper, SQLWrapper] };
  fields: { [Key in keyof Row]: SQLWrapper } & SelectedFields;
  joins: readonly QueueJoin[];
  sortColumns: Record<Exclude<Sort, 'name'>, SQL | SQLWrapper>;
  /** The area's own filters (a payment's method, a document's type), their values bound; undefined where not asked. */
  filters: (query: Query, bind: Binder) => (SQL | undefined)[];
};

function joined(select: PgSelect, joins: readonly QueueJoin[]): PgSelect {
  let query = select;
  for (const { table, on, isOptional } of joins) {
    query = (isOptional ? query.leftJoin(table, on) : query.innerJoin(table, on)) as unknown as PgSelect;
  }
  return query;
}

/**
 * The one queue of what families submit and staff decide (docs/decisions/020-review-kernel.md): one page of a
 * trip's items and how many match (`countedTotalOfShape`), filtered, searched, sorted and paged in SQL. Deleted registrations'
 * items are never listed. An area gives its table and columns; the counting, the paging and the order are here.
 */
export function reviewQueue<Row, Sort extends string, Query extends ReviewQueueQuery<Sort>>(
  area: ReviewQueueArea<Row, Sort, Query>,
): (db: Executor, trip: TripAtRevision, query: Query) => Promise<ListPage<Row>> {
  const { table, columns } = area;
  const family = `${getTableName(table)}_queue`;
  return async (db, trip, query) => {
    const bound = placeholders();
    const where = and(
      eq(columns.tripId, bound.value('tripId', trip.id)),
      ne(travellers.status, 'deleted'),
      query.status ? statusIn(columns.status, query.status) : undefined,
      ...area.filters(query, bound),
      query.school_id === undefined ? undefined : eq(travellers.schoolId, bound.value('schoolId', query.school_id)),
      travellerSearch(query.search, bound),
    );
    // The order depends on the status asked for (the waiting ones are a queue, oldest first): part of the shape.
    const order = query as QueueOrder<Exclude<Sort, 'name'>>;
    bound.mark(`${query.sort ?? ''}:${query.order}:${query.status?.join('|') ?? ''}`);
    return listPageOfShape<Row>(
      db,
      family,
      bound,
      query,
      {
        fields: area.fields,
        matching: (fields, forRows) => {
          const items = db
            .select(fields)
            .from(table)
            .innerJoin(travellers, eq(travellers.id, columns.travellerId))
            .innerJoin(schools, eq(schools.id, travellers.schoolId))
            .$dynamic();
          return (forRows ? joined(items, area.joins) : items).where(where).$dynamic();
        },
        order: queueOrdering(order, area.sortColumns, columns.arrival),
      },
      trip.revision,
    );
  };
}

import type { ListPage } from '@voyage/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import { countedTotalOfShape } from './counted-total.ts';
import type { Executor } from './executor.ts';
import { preparedShape, type Bound } from './prepared-shapes.ts';

/** A staff list as SQL: its rows' fields, the rows it keeps (its tables, joins and filters), its order. */
export type ListOfShape = {
  fields: SelectedFields;
  /**
   * `fields` of every row the list's filters keep: the page reads it sorted and cut (`forRows`: with the tables
   * only its fields need, a document's file or reviewer), the count unordered and without them.
   */
  matching: (fields: SelectedFields, forRows: boolean) => PgSelect;
  order: readonly (SQL | SQLWrapper | PgColumn)[];
};

/**
 * One page of a list and how many rows match (`countedTotalOfShape`, kept per trip revision), both statements
 * prepared once per shape (db/prepared-shapes.ts) and read side by side: on PostgreSQL each takes a connection of
 * the pool, so the page's latency is not the sum of both. `bound` holds the filters' values and shape; the
 * family names both statements (`<family>_page`, `<family>_count`).
 */
export async function listPageOfShape<Row>(
  db: Executor,
  family: string,
  bound: Bound,
  query: { page: number; page_size: number },
  list: ListOfShape,
  revision?: number,
): Promise<ListPage<Row>> {
  const shape = bound.shape();
  const page = preparedShape(db, `${family}_page`, shape, (name) =>
    list
      .matching(list.fields, true)
      .orderBy(...(list.order as SQL[]))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  const [counted, rows] = await Promise.all([
    countedTotalOfShape(db, family, shape, bound.values, query, () => list.matching({ one: sql`1` }, false), revision),
    page.execute({ ...bound.values, limit: query.page_size, offset: query.page * query.page_size }),
  ]);
  return { rows: rows as Row[], ...counted };
}

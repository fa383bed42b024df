import { listCountCeiling, listTotal, type ListPage } from '@voyage/domain';
import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from './executor.ts';
import { preparedShape } from './prepared-shapes.ts';
import { atRevision } from './trip-revision.ts';

/**
 * A list's total for one page, read from at most `listCountCeiling` matching rows (docs/product/admin.md#lists):
 * `matching` selects one column per row the list's filters keep, unordered. Counting stops at the ceiling, so the
 * count costs the same on a trip of a thousand travellers and of sixteen thousand. The statement is a prepared
 * shape (db/prepared-shapes.ts): `matching` is built the first time only, its placeholders filled from `values`,
 * the ceiling one of them. Given the trip's revision, the total is counted once per revision and kept
 * (db/trip-revision.ts): every table a list's filters read moves the revision when it changes.
 */
export async function countedTotalOfShape(
  db: Executor,
  family: string,
  shape: string,
  values: Record<string, unknown>,
  page: { page: number; page_size: number },
  matching: () => PgSelect,
  revision?: number,
): Promise<Pick<ListPage<unknown>, 'total' | 'totalIsAtLeast'>> {
  const ceiling = listCountCeiling(page.page, page.page_size);
  const counting = preparedShape(db, `${family}_count`, shape, (name) =>
    db
      .select({ total: count() })
      .from(matching().limit(sql.placeholder('ceiling')).as('matching'))
      .prepare(name),
  );
  const key = `${family}_count|${shape}|${JSON.stringify(values)}|${ceiling}`;
  const counted = await atRevision(db, key, revision, async () => {
    const [row] = await counting.execute({ ...values, ceiling });
    return row?.total ?? 0;
  });
  return listTotal(counted, ceiling);
}

import { LIST_COUNT_LIMIT } from '@voyage/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countedTotalOfShape } from '../../src/db/counted-total.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

/** The total of a list of `rows` matching rows at `page`, counted as a list's prepared count query counts them. */
const countedOf = (rows: number, page: { page: number; page_size: number }) =>
  countedTotalOfShape(t.db, 'counted_total_test', '', { rows }, page, () =>
    t.db
      .select({ one: sql`1` })
      .from(sql`generate_series(1, ${sql.placeholder('rows')}::int) as matching_rows`)
      .$dynamic(),
  );

describe('a list page counts its rows up to a ceiling', () => {
  it('gives the exact total up to the limit', async () => {
    expect(await countedOf(LIST_COUNT_LIMIT, { page: 0, page_size: 25 })).toEqual({
      total: LIST_COUNT_LIMIT,
    });
  });

  it('says "more than the limit" past it, whatever the list holds beyond', async () => {
    for (const rows of [LIST_COUNT_LIMIT + 1, 16_000]) {
      expect(await countedOf(rows, { page: 0, page_size: 25 })).toEqual({
        total: LIST_COUNT_LIMIT,
        totalIsAtLeast: true,
      });
    }
  });

  it('counts far enough for a page past the limit to be shown, and the end of the list once reached', async () => {
    // Page 41 of 25 rows ends at row 1,050: a list of 1,040 rows is counted exactly there.
    expect(await countedOf(1_040, { page: 41, page_size: 25 })).toEqual({ total: 1_040 });
    expect(await countedOf(5_000, { page: 41, page_size: 25 })).toEqual({
      total: 1_050,
      totalIsAtLeast: true,
    });
  });
});

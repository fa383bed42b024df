import { LIST_COUNT_LIMIT } from '@voyage/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countedTotal } from '../../src/db/counted-total.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

/** `rows` matching rows, as a list's count query selects them. */
const matching = (rows: number) =>
  t.db
    .select({ one: sql`1` })
    .from(sql`generate_series(1, ${rows}::int) as matching_rows`)
    .$dynamic();

describe('a list page counts its rows up to a ceiling', () => {
  it('gives the exact total up to the limit', async () => {
    expect(await countedTotal(t.db, matching(LIST_COUNT_LIMIT), { page: 0, page_size: 25 })).toEqual({
      total: LIST_COUNT_LIMIT,
    });
  });

  it('says "more than the limit" past it, whatever the list holds beyond', async () => {
    for (const rows of [LIST_COUNT_LIMIT + 1, 16_000]) {
      expect(await countedTotal(t.db, matching(rows), { page: 0, page_size: 25 })).toEqual({
        total: LIST_COUNT_LIMIT,
        totalIsAtLeast: true,
      });
    }
  });

  it('counts far enough for a page past the limit to be shown, and the end of the list once reached', async () => {
    // Page 41 of 25 rows ends at row 1,050: a list of 1,040 rows is counted exactly there.
    expect(await countedTotal(t.db, matching(1_040), { page: 41, page_size: 25 })).toEqual({ total: 1_040 });
    expect(await countedTotal(t.db, matching(5_000), { page: 41, page_size: 25 })).toEqual({
      total: 1_050,
      totalIsAtLeast: true,
    });
  });
});

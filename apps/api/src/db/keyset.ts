import { and, asc, desc, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Reading a long list page by page without OFFSET (docs/architecture.md#exports-that-stream): each page
 * asks for the rows after the last one read, by the list's own order, so every page costs the same however
 * deep it is and no connection is held between pages.
 */

/** One expression of a list's order: its direction, and whether it may be empty (empty cells come last). */
export type OrderKey = { expression: SQL | SQLWrapper; descending?: boolean; nullable?: boolean };

/** The ORDER BY of the keys. A key that may be empty is ordered `nulls last` whichever its direction. */
export function keyOrder(keys: readonly OrderKey[]): SQL[] {
  return keys.map((key) => {
    const ordered = key.descending ? desc(key.expression) : asc(key.expression);
    return key.nullable ? sql`${ordered} nulls last` : ordered;
  });
}

/** The keys' values of a row, as the database writes them (text: exact for instants and numbers alike). */
export function keyFields(keys: readonly OrderKey[]): Record<string, SQL<string | null>> {
  return Object.fromEntries(keys.map((key, index) => [`key${index}`, sql<string | null>`(${key.expression})::text`]));
}

/** The values `keyFields` read, in the keys' order. */
export function keyValues(row: Record<string, unknown>, keys: readonly OrderKey[]): (string | null)[] {
  return keys.map((_, index) => (row[`key${index}`] as string | null | undefined) ?? null);
}

/**
 * The rows after the one whose keys had `values`: greater on the first key, or equal on it and after on the
 * next… An empty value is last, so only an empty cell ties with it and nothing is greater.
 */
export function afterKeys(keys: readonly OrderKey[], values: readonly (string | null)[]): SQL | undefined {
  const terms: SQL[] = [];
  const equal: SQL[] = [];
  keys.forEach((key, index) => {
    const value = values[index] ?? null;
    const { expression } = key;
    if (value !== null) {
      const beyond = key.descending ? sql`${expression} < ${value}` : sql`${expression} > ${value}`;
      const later = key.nullable ? or(beyond, isNull(expression)) : beyond;
      terms.push(and(...equal, later)!);
      equal.push(sql`${expression} = ${value}`);
    } else {
      equal.push(isNull(expression));
    }
  });
  return or(...terms) ?? sql`false`;
}

/**
 * Every row of a list in pages of `pageSize`: `readPage` is the list's query with the keys' fields selected,
 * `after` added to its conditions (none for the first page) and `keyOrder(keys)` as its order, limited to
 * `limit` rows. Pages are read one at a time, as the reader asks for them.
 */
export async function* keysetPages<Row extends Record<string, unknown>>(
  keys: readonly OrderKey[],
  pageSize: number,
  readPage: (after: SQL | undefined, limit: number) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after: SQL | undefined;
  for (;;) {
    const page = await readPage(after, pageSize);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = afterKeys(keys, keyValues(page[page.length - 1]!, keys));
  }
}

import { sql, type SQL } from 'drizzle-orm';

/** `('a', 'b')` for a CHECK constraint: DDL takes literals, not parameters. Only for our own constant unions. */
export function inList(values: readonly string[]): SQL {
  return sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);
}

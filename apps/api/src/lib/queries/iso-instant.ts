import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** An instant as the API writes it everywhere: ISO 8601 in UTC with a `Z`. */
export function isoInstant(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

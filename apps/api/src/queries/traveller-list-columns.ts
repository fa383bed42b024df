import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { schools, travellers } from '../db/schema/index.ts';

/**
 * What every admin list that names travellers shares (docs/product/admin.md#lists): the order by name and the
 * search box.
 */

/** Names sort bytewise, as everywhere in the lists, so PGlite and a PostgreSQL server agree. */
export const travellerNameOrder: readonly SQL[] = [
  sql`${travellers.lastName} collate "C"`,
  sql`${travellers.firstName} collate "C"`,
];

/** `%`, `_` and `\` typed in the search box are looked for as they are. */
function containing(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The search box: the traveller's names in either order, the personal code, the guardian, the e-mail and the
 * school, case-insensitively. The query joins `schools`.
 */
export function travellerSearch(search: string | undefined): SQL | undefined {
  if (search === undefined) return undefined;
  const pattern = containing(search);
  return or(
    ilike(sql`${travellers.firstName} || ' ' || ${travellers.lastName}`, pattern),
    ilike(sql`${travellers.lastName} || ' ' || ${travellers.firstName}`, pattern),
    ilike(travellers.personalCode, pattern),
    ilike(travellers.guardianName, pattern),
    ilike(travellers.guardianEmail, pattern),
    ilike(schools.name, pattern),
  );
}

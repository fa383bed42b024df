import { asc, desc, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { compactCreditorReference } from '@voyage/domain';
import { inline, type Binder } from '../../db/prepared-shapes.ts';
import { schools, travellers } from '../../db/schema/index.ts';

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
 * school, case-insensitively; a search that starts as an RF reference (`RF18 PAR2`) also reads the payment
 * reference, spaces aside. The query joins `schools`.
 */
export function travellerSearch(search: string | undefined, bind: Binder = inline): SQL | undefined {
  if (search === undefined) return undefined;
  const pattern = bind.value('search', containing(search));
  const reference = compactCreditorReference(search);
  return or(
    /^RF\d{2}/.test(reference)
      ? ilike(travellers.paymentReference, bind.value('searchReference', containing(reference)))
      : undefined,
    ilike(sql`${travellers.firstName} || ' ' || ${travellers.lastName}`, pattern),
    ilike(sql`${travellers.lastName} || ' ' || ${travellers.firstName}`, pattern),
    ilike(travellers.personalCode, pattern),
    ilike(travellers.guardianName, pattern),
    ilike(travellers.guardianEmail, pattern),
    ilike(schools.name, pattern),
  );
}

/** How a queue (payments, documents) is ordered: by a shown column, or, without one, by when each item arrived. */
export type QueueOrder<S extends string> = {
  sort?: S | 'name';
  order: 'asc' | 'desc';
  status?: readonly string[];
};

/**
 * Without a chosen column the items waiting are a queue, the longest-waiting first (a partial index on pending
 * items reads it); any other list is a history, the newest first. A chosen column puts its empty cells last
 * either way, then orders by name, then by arrival.
 */
export function queueOrdering<S extends string>(
  { sort, order, status }: QueueOrder<S>,
  columns: Record<S, SQL | SQLWrapper>,
  arrival: readonly [SQLWrapper, SQLWrapper],
): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  const then = arrival.map((column) => asc(column));
  if (sort === undefined) {
    return status?.length === 1 && status[0] === 'pending' ? then : arrival.map((column) => desc(column));
  }
  if (sort === 'name') return [...travellerNameOrder.map((part) => direction(part)), ...then];
  return [sql`${direction(columns[sort])} nulls last`, ...travellerNameOrder, ...then];
}

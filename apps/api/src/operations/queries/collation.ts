/**
 * Names are sorted in JavaScript with one collator, so PGlite and a PostgreSQL server (whose
 * collations differ) give the same order.
 */
const collator = new Intl.Collator('el', { sensitivity: 'base', numeric: true });

export function byName<T extends { name: string }>(a: T, b: T): number {
  return collator.compare(a.name, b.name);
}

import { createHash } from 'node:crypto';
import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from './executor.ts';

/**
 * Queries the staff's lists send on every request, made into SQL text once per shape (which filters are set,
 * the order) and then run with each request's values: drizzle otherwise rebuilds the text from its query tree
 * at every call, which was a sixth of a list page's processor time. On PostgreSQL the statement is also
 * prepared under its name once per connection (docs/architecture.md#prepared-queries).
 */

const byDatabase = new WeakMap<Executor, Map<string, unknown>>();
/** Shapes kept per database; past this many (filters combined in ways nobody repeats) the memory starts afresh. */
const SHAPES_MAX = 500;

/** The query of this family and shape, built by `build` the first time with a statement name unique to its text. */
export function preparedShape<Q>(db: Executor, family: string, shape: string, build: (name: string) => Q): Q {
  let shapes = byDatabase.get(db);
  if (!shapes) byDatabase.set(db, (shapes = new Map()));
  const key = `${family}|${shape}`;
  const known = shapes.get(key) as Q | undefined;
  if (known) return known;
  if (shapes.size >= SHAPES_MAX) shapes.clear();
  const made = build(`${family}_${createHash('sha256').update(shape).digest('hex').slice(0, 16)}`);
  shapes.set(key, made);
  return made;
}

/**
 * How a query's values are written: inline as parameters of a query built for one call, or as named
 * placeholders of a prepared shape, whose values are collected in `values` and whose filters in `shape`.
 */
export type Binder = {
  /** The value, or its placeholder (which drizzle's operators take wherever they take a value). */
  value<T>(name: string, value: T): T;
  inList(column: SQLWrapper, name: string, values: readonly unknown[]): SQL;
  /** Notes a choice that changes the statement's text (a filter set, an order). */
  mark(part: string): void;
};

export const inline: Binder = {
  value: <T>(_name: string, value: T) => value,
  inList: (column, _name, values) => inArray(column, values as unknown[]),
  mark: () => {},
};

export type Bound = Binder & { values: Record<string, unknown>; shape: () => string };

export function placeholders(): Bound {
  const values: Record<string, unknown> = {};
  const parts: string[] = [];
  return {
    values,
    shape: () => parts.join(','),
    value<T>(name: string, value: T): T {
      values[name] = value;
      parts.push(name);
      return sql.placeholder(name) as unknown as T;
    },
    inList(column, name, list) {
      values[name] = [...list];
      parts.push(`${name}[]`);
      return sql`${column} = any(${sql.placeholder(name)})`;
    },
    mark(part) {
      parts.push(part);
    },
  };
}

import type { Executor } from './executor.ts';

/**
 * A trip as a request read it (`requireTrip`): its id and its revision, which the triggers of migration 0041 move
 * forward whenever a transaction that changes the trip's registrations, payments, documents, schools,
 * departures, waiting list or the trip itself commits. Without a revision, what is kept by it is worked out again.
 */
export type TripAtRevision = { id: number; revision?: number };

type Kept = { revision: number; value: Promise<unknown> };

const byDatabase = new WeakMap<Executor, Map<string, Kept>>();
/** Figures kept per database; past this many (filters combined in ways nobody repeats) the memory starts afresh. */
const KEPT_MAX = 2_000;

/**
 * What `compute` gives for `key` (which names the trip and everything else the figure depends on) at the trip's
 * `revision`, worked out once and kept in the process while the revision holds (docs/architecture.md#figures-kept-per-revision).
 * The revision is read before the figure, so what is kept under it is at least as new as it: a change committed
 * meanwhile moves the revision on, and the next request works the figure out again. A request that read an older
 * revision than the one kept works its own out and keeps nothing.
 */
export function atRevision<T>(
  db: Executor,
  key: string,
  revision: number | undefined,
  compute: () => Promise<T>,
): Promise<T> {
  if (revision === undefined) return compute();
  let kept = byDatabase.get(db);
  if (!kept) byDatabase.set(db, (kept = new Map()));
  const known = kept.get(key);
  if (known?.revision === revision) return known.value as Promise<T>;
  if (known && known.revision > revision) return compute();
  if (kept.size >= KEPT_MAX) kept.clear();
  const value = compute();
  const entry: Kept = { revision, value };
  kept.set(key, entry);
  // A failed computation is not kept: the next request tries again.
  value.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  return value;
}

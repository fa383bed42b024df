import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database.ts';
import { countAttempt, deleteEndedCounters } from './queries/rate-limit-counters.ts';

/** How often, at most, one process clears counters whose window has ended. */
const CLEAR_EVERY_MS = 15 * 60_000;

/** What the plugin really passes to `child`: the route's merged limit, with the route under `routeInfo`. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };
type DeclaredChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * @fastify/rate-limit's store over the `rate_limit_counters` table: every API process on the same
 * PostgreSQL database shares the counts, and a restart forgets nothing. Each route's limit has its own
 * keys (`<method> <route>|<client>`), as the memory store keeps one map per route.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let lastClearedAt = 0;
  const clearEndedCounters = () => {
    if (Date.now() - lastClearedAt < CLEAR_EVERY_MS) return;
    lastClearedAt = Date.now();
    deleteEndedCounters(db, new Date()).catch(() => (lastClearedAt = 0));
  };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly scope = 'all',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      clearEndedCounters();
      countAttempt(db, `${this.scope}|${key}`, timeWindow).then(
        ({ current, ttlMs }) => callback(null, { current, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(options: DeclaredChildOptions): FastifyRateLimitStore {
      const route = (options as unknown as ChildOptions).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${[route.method].flat().join(',')} ${route.url ?? ''}`);
    }
  };
}

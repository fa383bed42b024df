import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';

export type CounterState = { current: number; ttlMs: number };

/**
 * Counts one attempt for `key` in one statement (safe with any number of processes): a window that has
 * ended starts again at 1, a live one counts on. Times come from the database's clock, so processes
 * with drifting clocks agree.
 */
export async function countAttempt(db: Database, key: string, windowMs: number): Promise<CounterState> {
  const window = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const ended = sql`${rateLimitCounters.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowEndsAt: window })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({
      current: rateLimitCounters.count,
      ttlMs: sql<string>`ceil(extract(epoch from (${rateLimitCounters.windowEndsAt} - now())) * 1000)`,
    });
  return { current: row!.current, ttlMs: Math.max(0, Number(row!.ttlMs)) };
}

/** Forgets counters whose window ended before `before`. */
export async function deleteEndedCounters(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowEndsAt, before))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}

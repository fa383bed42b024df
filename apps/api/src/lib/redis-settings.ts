import { z } from 'zod';
import { optionalText } from '../config/settings.ts';

/**
 * Where attempt counters live, read from the environment with every other setting (config/config.ts):
 *
 *   REDIS_URL                redis://[:password@]host:6379[/db] or rediss://… (TLS): a Redis server for the attempt
 *                            counters, shared by every instance; unset = no Redis. Start-up fails when it cannot be
 *                            reached; later, a limited request is refused while it cannot be (the limits fail closed).
 *   RATE_LIMIT_STORE         redis | database | memory: where attempt counters live (default redis with REDIS_URL, else
 *                            database with DATABASE_URL, so every instance shares them, else memory).
 */
export const redisEnvSchema = z.object({
  REDIS_URL: optionalText.pipe(
    z.url({ protocol: /^rediss?$/, error: 'expected a Redis URL, such as redis://:password@host:6379/0' }).optional(),
  ),
  RATE_LIMIT_STORE: z.enum(['redis', 'database', 'memory']).optional(),
});

/** Where attempt counters live: Redis or the database (shared by every instance), or this process's memory. */
export type RateLimitStoreKind = 'redis' | 'database' | 'memory';

export function parseRateLimitStore(e: z.infer<typeof redisEnvSchema> & { DATABASE_URL?: string }): RateLimitStoreKind {
  if (e.RATE_LIMIT_STORE === 'redis' && !e.REDIS_URL) {
    throw new Error('Invalid configuration:\n  RATE_LIMIT_STORE: redis needs REDIS_URL');
  }
  return e.RATE_LIMIT_STORE ?? (e.REDIS_URL ? 'redis' : e.DATABASE_URL ? 'database' : 'memory');
}

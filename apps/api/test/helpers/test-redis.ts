import { Redis } from 'ioredis';

/**
 * TEST_REDIS_URL: the Redis database the `*.redis.test.ts` files count in (vitest.config.ts runs them only
 * when it is set; the suite empties that database once at its start, as it resets TEST_DATABASE_URL).
 */
export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set, such as redis://127.0.0.1:6379/5');
  return url;
}

/** The same Redis database, reached at another port (through a relay standing in for the network). */
export function testRedisUrlAt(port: number): string {
  return Object.assign(new URL(testRedisUrl()), { host: `127.0.0.1:${port}` }).toString();
}

/** Empties the test Redis database: the global set-up's, before any file runs. */
export async function emptyTestRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

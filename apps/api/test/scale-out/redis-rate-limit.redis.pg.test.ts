import { Redis } from 'ioredis';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  apiProcesses,
  callApi,
  freePort,
  postJson,
  SERVING_TIMEOUT_MS,
  type ApiProcess,
  type Browser,
} from '../helpers/api-process.ts';
import { dropPostgresDatabase, scratchPostgresDatabase, testPool } from '../helpers/postgres-databases.ts';
import { testRedisUrl, testRedisUrlAt } from '../helpers/test-redis.ts';

/**
 * Two real API processes counting their attempts in one Redis (REDIS_URL), beside one PostgreSQL database
 * (docs/architecture.md#scaling-out): the limit is reached across both, and not one count is in the database.
 */
const apis = apiProcesses('redis-rate-limit');
const SIGN_IN_LIMIT = 3;

describe('two instances counting attempts in one Redis', () => {
  const baseUrl = inject('databaseUrl')!;
  let databaseUrl: string;
  let database: pg.Pool;
  const redis = new Redis(testRedisUrl());
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    databaseUrl = await scratchPostgresDatabase(baseUrl, 'voyage_redis_rate_limit');
    database = testPool(databaseUrl, 1);
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: testRedisUrl(),
      AUTH_SECRET: 'one-secret-shared-by-every-instance-of-the-product',
      SIGN_IN_RATE_LIMIT_MAX: String(SIGN_IN_LIMIT),
    };
    [a, b] = await Promise.all([apis.start(apis.tempDir(), env), apis.start(apis.tempDir(), env)]);
    await Promise.all([apis.untilServing(a), apis.untilServing(b)]);
  }, SERVING_TIMEOUT_MS + 60_000);

  afterAll(async () => {
    await database?.end();
    redis.disconnect();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it('reaches the sign-in limit across both, with every attempt counted in Redis', async () => {
    const browser: Browser = { cookies: new Map() };
    await callApi(a, browser, '/api/trip/active');
    const signIn = (api: ApiProcess) =>
      callApi(api, browser, '/api/auth/sign-in/email', postJson({ email: 'nobody@example.com', password: 'wrong' }));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGN_IN_LIMIT; attempt += 1)
      statuses.push((await signIn([a, b][attempt % 2]!)).status);
    expect(statuses).toEqual([401, 401, 401]);
    expect((await signIn(b)).status).toBe(429);
    expect((await signIn(a)).status).toBe(429);

    // Both processes counted under the one key of this client's address (other test files use other addresses).
    expect(await redis.get('voyage:rate-limit:POST/api/auth/sign-in/email-127.0.0.1')).toBe(String(SIGN_IN_LIMIT + 2));
    const { rows } = await database.query<{ n: string }>('select count(*) as n from rate_limit_counters');
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('does not start while REDIS_URL cannot be reached, and says which setting to check', async () => {
    const unreachable = Object.assign(new URL(testRedisUrlAt(await freePort())), { password: 'r3dis-secret' });
    const api = await apis.start(apis.tempDir(), { DATABASE_URL: databaseUrl, REDIS_URL: unreachable.toString() });
    expect(await api.exited).toBe(1);
    expect(api.output()).toMatch(/REDIS_URL: Redis cannot be reached/);
    expect(api.output()).not.toContain('r3dis-secret');
    expect(api.output()).not.toContain('Voyage is running at');
  }, 60_000);
});

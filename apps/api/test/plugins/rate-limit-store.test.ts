import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { countAttempt } from '../../src/lib/queries/rate-limit-counters.ts';
import { setupTestApp, testConfig } from '../helpers/test-app.ts';

/** Attempt counters in the database: what several instances on one PostgreSQL share, and a restart keeps. */
const LIMIT = 2;
const config = { rateLimitStore: 'database', signInRateLimitMax: LIMIT } as const;
const t = setupTestApp(config);
const others: FastifyInstance[] = [];
afterAll(() => Promise.all(others.map((app) => app.close())));

/** Another API process on the same database: a second instance, or this one after a restart. */
async function anotherInstance(): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(config), db: t.db });
  others.push(app);
  return app;
}

const attempt = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: t.unsafeHeaders(),
    remoteAddress,
    payload: { email: 'someone@example.com' },
  });

describe('rate limits kept in the database', () => {
  it('count attempts across instances: the limit is reached once, not once per instance', async () => {
    const address = '198.51.100.7';
    const second = await anotherInstance();
    expect((await attempt(t.app, address)).statusCode).not.toBe(429);
    expect((await attempt(second, address)).statusCode).not.toBe(429);
    const third = await attempt(t.app, address);
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    expect((await attempt(second, address)).statusCode).toBe(429);

    const restarted = await anotherInstance();
    expect((await attempt(restarted, address)).statusCode).toBe(429);
    expect((await attempt(restarted, '198.51.100.8')).statusCode).not.toBe(429);
  });

  it('group IPv6 clients by /64, so one household cannot rotate addresses past the limit', async () => {
    for (const host of ['1', '2']) expect((await attempt(t.app, `2001:db8:7:7::${host}`)).statusCode).not.toBe(429);
    expect((await attempt(t.app, '2001:db8:7:7:ffff::3')).statusCode).toBe(429);
    expect((await attempt(t.app, '2001:db8:7:8::1')).statusCode).not.toBe(429);
  });

  it('count 40 simultaneous attempts exactly once each', async () => {
    const key = `test|concurrent-${Date.now()}`;
    const states = await Promise.all(Array.from({ length: 40 }, () => countAttempt(t.db, key, 60_000)));
    expect(states.map((state) => state.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    expect(Math.min(...states.map((state) => state.ttlMs))).toBeGreaterThan(50_000);
  });

  it('start a new window once the last one ended', async () => {
    const key = `test|window-${Date.now()}`;
    await countAttempt(t.db, key, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await countAttempt(t.db, key, 60_000)).current).toBe(1);
  });
});

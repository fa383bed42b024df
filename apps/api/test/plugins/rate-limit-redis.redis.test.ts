import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config/config.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { freePort, waitFor } from '../helpers/api-process.ts';
import { startTcpRelay, type TcpRelay } from '../helpers/tcp-relay.ts';
import { testRedisUrl, testRedisUrlAt } from '../helpers/test-redis.ts';
import { setupTestApp, testConfig } from '../helpers/test-app.ts';

/** Attempt counters in Redis (REDIS_URL): what several instances share, and what happens while Redis is away. */
const LIMIT = 2;
const config = { rateLimitStore: 'redis', redisUrl: testRedisUrl(), signInRateLimitMax: LIMIT } as const;
const SIGN_IN_KEY = 'voyage:rate-limit:POST/api/auth/sign-in/email-';
const t = setupTestApp(config);
const redis = new Redis(testRedisUrl());
const others: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(others.map((app) => app.close()));
  redis.disconnect();
});

/** Another API process on the same Redis: a second instance, or this one after a restart. */
async function anotherInstance(
  overrides: Partial<AppConfig> = {},
  logger?: ReturnType<typeof createLogger>,
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig({ ...config, ...overrides }), db: t.db, logger });
  others.push(app);
  return app;
}

/** A sign-in from one address, for an account of its own (the per-account limit is its own test). */
const signIn = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: t.unsafeHeaders(),
    remoteAddress,
    payload: { email: `nobody-${remoteAddress.replace(/\W/g, '-')}@example.com`, password: 'not a password here' },
  });

describe('rate limits kept in Redis', () => {
  it('count sign-in attempts across instances in Redis: the limit is reached once, not once per instance', async () => {
    const address = '198.51.100.20';
    const second = await anotherInstance();
    expect((await signIn(t.app, address)).statusCode).toBe(401);
    expect((await signIn(second, address)).statusCode).toBe(401);
    const third = await signIn(t.app, address);
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await signIn(second, address)).statusCode).toBe(429);
    expect(await redis.get(`${SIGN_IN_KEY}${address}`)).toBe('4');
    expect(await redis.pttl(`${SIGN_IN_KEY}${address}`)).toBeGreaterThan(14 * 60_000);

    const restarted = await anotherInstance();
    expect((await signIn(restarted, address)).statusCode).toBe(429);
    expect((await signIn(restarted, '198.51.100.21')).statusCode).toBe(401);
  });

  it('group IPv6 clients by /64 under one key, so one household cannot rotate addresses past the limit', async () => {
    const second = await anotherInstance();
    expect((await signIn(t.app, '2001:db8:7:7::1')).statusCode).toBe(401);
    expect((await signIn(second, '2001:db8:7:7:abcd::2')).statusCode).toBe(401);
    expect((await signIn(t.app, '2001:db8:7:7:ffff::3')).statusCode).toBe(429);
    expect(await redis.get(`${SIGN_IN_KEY}2001:db8:7:7::`)).toBe('3');
    expect((await signIn(second, '2001:db8:7:8::1')).statusCode).toBe(401);
  });

  it('refuse to start when Redis cannot be reached, naming the setting and not the password', async () => {
    const unreachable = Object.assign(new URL(testRedisUrlAt(await freePort())), { password: 'r3dis-secret' });
    const failure = await anotherInstance({ redisUrl: unreachable.toString() }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/^REDIS_URL: Redis cannot be reached/);
    expect((failure as Error).message).not.toContain('r3dis-secret');
  });
});

describe('while Redis cannot be reached, the limits fail closed with 503 and Retry-After', () => {
  let relay: TcpRelay;
  let app: FastifyInstance;
  const logged: string[] = [];
  const log = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  const messages = () => logged.map((line) => (JSON.parse(line) as { msg: string }).msg);
  beforeAll(async () => {
    const target = new URL(testRedisUrl());
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 6379) });
    app = await anotherInstance({ redisUrl: testRedisUrlAt(relay.port) }, createLogger({ logLevel: 'info' }, log));
  });
  afterAll(() => relay?.close());

  it('refuses a sign-in it cannot count, serves the routes without a limit, and counts again once Redis is back', async () => {
    const address = '198.51.100.30';
    expect((await signIn(app, address)).statusCode).toBe(401);

    // The port Redis was reached at is closed: no connection, no new one accepted.
    await relay.cut();
    const refused = await signIn(app, address);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('SERVICE_UNAVAILABLE');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject({ url: '/api/trip/active' })).statusCode).toBe(200);
    await waitFor(() => messages().includes('Redis cannot be reached'), 'the loss of Redis in the log', 5000);

    await relay.restore();
    const deadline = Date.now() + 10_000;
    let answer = await signIn(app, address);
    while (answer.statusCode === 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await signIn(app, address);
    }
    expect(answer.statusCode).toBe(401);
    expect((await signIn(app, address)).statusCode).toBe(429);
    expect(messages().filter((message) => message === 'Redis cannot be reached')).toHaveLength(1);
    expect(messages()).toContain('Redis reachable again');
    // Each refusal is a warning naming the reason, never a failure with a stack.
    const warnings = logged.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(warnings.some((line) => line.level === 40 && line.msg.includes('attempt counters cannot be read'))).toBe(
      true,
    );
    expect(messages()).not.toContain('request failed');
  });

  it('refuses within about a second when Redis stops answering, rather than making the sign-in wait', async () => {
    relay.freeze();
    const startedAt = Date.now();
    const refused = await signIn(app, '198.51.100.31');
    const waitedMs = Date.now() - startedAt;
    relay.thaw();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(waitedMs).toBeGreaterThanOrEqual(900);
    expect(waitedMs).toBeLessThan(5000);
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../../src/config/config.ts';
import { apiProcesses } from '../helpers/api-process.ts';

describe('loadConfig', () => {
  it('has safe defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      authSecret: undefined,
      healthDataKey: undefined,
      logLevel: 'info',
      trustProxy: false,
      webDist: path.join(REPO_ROOT, 'apps/web/dist'),
      signInRateLimitMax: 10,
      registrationCodeRateLimitMax: 20,
    });
  });

  it('resolves relative directories from the repository root, whatever the working directory', () => {
    expect(loadConfig({ DATA_DIR: './tmp/data' }).dataDir).toBe(path.join(REPO_ROOT, 'tmp/data'));
    expect(loadConfig({ DATA_DIR: '/var/lib/voyage' }).dataDir).toBe('/var/lib/voyage');
  });

  it('derives PUBLIC_URL from PORT, and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
    expect(loadConfig({ PUBLIC_URL: 'https://voyage.example.org/' }).publicUrl).toBe('https://voyage.example.org');
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['127.0.0.1, 10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_PASSWORD: '', AUTH_SECRET: '' })).toMatchObject({
      databaseUrl: undefined,
      adminPassword: undefined,
      authSecret: undefined,
    });
  });

  it('keeps attempt counters in Redis with REDIS_URL, else in the database with DATABASE_URL, else in memory', () => {
    const postgres = 'postgres://voyage@db:5432/voyage';
    const redis = 'redis://:secret@cache:6379/2';
    expect(loadConfig({})).toMatchObject({ rateLimitStore: 'memory', redisUrl: undefined });
    expect(loadConfig({ DATABASE_URL: postgres }).rateLimitStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: postgres, REDIS_URL: redis })).toMatchObject({
      rateLimitStore: 'redis',
      redisUrl: redis,
    });
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.org:6380' }).rateLimitStore).toBe('redis');
    expect(loadConfig({ REDIS_URL: redis, RATE_LIMIT_STORE: 'database' }).rateLimitStore).toBe('database');
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE: redis needs REDIS_URL/);
  });

  it('refuses bad values with a message naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ AUTH_SECRET: 'too-short' })).toThrow(/AUTH_SECRET/);
  });
});

const apis = apiProcesses('config');

describe('a setting that is not valid', () => {
  it.each([
    [{ PORT: 'abc' }, /PORT: expected a port number from 0 to 65535, such as 3000, got "abc"/],
    [{ PORT: '70000' }, /PORT: expected a port number/],
    [{ OUTBOX_POLL_MS: '0' }, /OUTBOX_POLL_MS: expected milliseconds from 100 to 3600000/],
    [{ PUBLIC_URL: 'ftp://voyage.example.org' }, /PUBLIC_URL: expected the http\(s\) address people open/],
    [{ DATABASE_URL: 'mysql://db/voyage' }, /DATABASE_URL: expected a PostgreSQL URL/],
    [{ REDIS_URL: 'cache:6379' }, /REDIS_URL: expected a Redis URL, such as redis:\/\/:password@host:6379\/0/],
  ])('names the variable and says what is expected, in English (%j)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('stops start-up with that message alone, and no secret echoed', async () => {
    const api = await apis.start(apis.tempDir(), {
      PORT: 'abc',
      DATABASE_URL: 'mysql://root:s3cret-pass@db/voyage',
    });
    expect(await api.exited).toBe(1);
    expect(api.output()).toMatch(/PORT: expected a port number from 0 to 65535/);
    expect(api.output()).toMatch(/DATABASE_URL: expected a PostgreSQL URL/);
    expect(api.output()).not.toContain('s3cret-pass');
    expect(api.output()).not.toMatch(/validation\.|at loadConfig/);
  }, 60_000);
});

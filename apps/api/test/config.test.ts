import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../src/config.ts';
import { apiProcesses } from './helpers/api-process.ts';

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

import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loggedError } from '../../src/lib/logged-error.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { openTestDatabase, testConfig } from '../helpers/test-app.ts';

/** The API with its real logger writing into memory, as a log reader would see it. */
let app: FastifyInstance;
let close: () => Promise<void>;
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  const handle = await openTestDatabase();
  app = await buildApp({ config: testConfig(), db: handle.db, logger: createLogger({ logLevel: 'info' }, sink) });
  close = async () => {
    await app.close();
    await handle.close();
  };
});
afterAll(() => close());

const TOKEN = 'Zq9w-Rt5yU1iO0pLkJhGfDsA2zXcVbNm3QwErTyUiOp';

describe('what the logs keep', () => {
  it.each([
    `/confirm_email/${TOKEN}/2`,
    `/create/guardian/${TOKEN}/41`,
    `/api/accounts/token/${TOKEN}`,
    `/api/auth/reset-password/${TOKEN}?callbackURL=%2Freset`,
    `/api/auth/magic-link/verify?token=${TOKEN}`,
  ])('no token of a link opened at %s', async (url) => {
    await app.inject({ url });
    const logged = lines.join('');
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain(TOKEN);
  });

  it('no query parameters or values of a failed database query', () => {
    const failure = new DrizzleQueryError(
      'insert into travellers (first_name, guardian_email) values ($1, $2)',
      ['ELENI', 'eleni.parent@example.org'],
      Object.assign(new Error('invalid byte sequence'), { detail: 'Key (guardian_email)=(eleni.parent@example.org)' }),
    );
    const logged = JSON.stringify(loggedError(failure));
    expect(logged).toContain('insert into travellers');
    expect(logged).not.toContain('eleni.parent@example.org');
    expect(logged).not.toContain('ELENI');
  });
});

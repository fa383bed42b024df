import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../../src/db/schema/index.ts';
import { TEST_ADMIN } from '../helpers/constants.ts';
import { cookieHeader, setupTestApp } from '../helpers/test-app.ts';
import { signInAsEnrolledAdmin } from '../helpers/two-factor.ts';
import { browserPost } from '../helpers/browser-post.ts';

/**
 * The signed session copy in `voyage.session_data` (SESSION_CACHE_SECONDS, here 2 s;
 * docs/product/security.md#session-lifetime): requests within it need no session read, a session
 * ended elsewhere stops working within it, and signing out ends the browser's access at once.
 */

const CACHE_SECONDS = 2;
const t = setupTestApp({ sessionCacheSeconds: CACHE_SECONDS });
const GUARDED = '/api/admin/administrators';

/** Recovery codes of the admin's authenticator, one per sign-in (a code from the app works once a window). */
let recoveryCodes: string[] = [];
beforeAll(async () => {
  const signIn = () => t.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  const enrolment = await signInAsEnrolledAdmin(
    t.app,
    t.db,
    t.unsafeHeaders,
    signIn,
    TEST_ADMIN.email,
    TEST_ADMIN.password,
  );
  recoveryCodes = enrolment.backupCodes;
});

/** Signs the admin in as a browser does (password, then a recovery code): every cookie the answers set. */
async function signInBrowser(): Promise<string> {
  const password = await browserPost(t, '/api/auth/sign-in/email', {
    email: TEST_ADMIN.email,
    password: TEST_ADMIN.password,
  });
  expect(password.statusCode, password.body).toBe(200);
  const response = await browserPost(
    t,
    '/api/auth/two-factor/verify-backup-code',
    { code: recoveryCodes.shift() },
    cookieHeader(password),
  );
  expect(response.statusCode, response.body).toBe(200);
  const cookies = cookieHeader(response);
  expect(cookies).toMatch(/voyage\.session_token=/);
  expect(cookies).toMatch(/voyage\.session_data=/);
  return cookies;
}

const status = async (cookie: string) => (await t.app.inject({ url: GUARDED, headers: { cookie } })).statusCode;
const tokenOnly = (cookies: string) =>
  cookies
    .split('; ')
    .filter((pair) => pair.startsWith('voyage.session_token='))
    .join('; ');
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function adminSessions() {
  const [admin] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, TEST_ADMIN.email));
  return t.db.select().from(session).where(eq(session.userId, admin!.id));
}

describe('session cache', () => {
  it('a session ended elsewhere stops working within the cache time', async () => {
    const browser = await signInBrowser();
    expect(await status(browser)).toBe(200);
    // Ended from somewhere else (another device, an admin's revocation): the row is gone.
    for (const row of await adminSessions()) await t.db.delete(session).where(eq(session.id, row.id));
    const endedAt = Date.now();
    // Without the copy, the database is read and the session is refused at once.
    expect(await status(tokenOnly(browser))).toBe(401);
    // The copy is trusted for at most CACHE_SECONDS, then the database refuses the session.
    let refusedAfterMs: number | undefined;
    while (refusedAfterMs === undefined && Date.now() - endedAt < (CACHE_SECONDS + 2) * 1000) {
      if ((await status(browser)) === 401) refusedAfterMs = Date.now() - endedAt;
      else await wait(200);
    }
    expect(refusedAfterMs, 'the ended session still worked after the cache time').toBeDefined();
    expect(refusedAfterMs!).toBeLessThanOrEqual(CACHE_SECONDS * 1000 + 500);
  });

  it('answers from the copy while it is fresh, without reading the session row', async () => {
    const browser = await signInBrowser();
    const [row] = (await adminSessions()).filter((candidate) => browser.includes(candidate.token));
    expect(row).toBeDefined();
    // A changed row is not seen while the copy is fresh: the request did not read it.
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, row!.id));
    expect(await status(browser)).toBe(200);
    expect(await status(tokenOnly(browser))).toBe(401);
  });

  it('sign-out ends the browser’s access at once: both cookies are cleared and the session deleted', async () => {
    const browser = await signInBrowser();
    expect(await status(browser)).toBe(200);
    const response = await browserPost(t, '/api/auth/sign-out', {}, browser);
    expect(response.statusCode, response.body).toBe(200);
    const cleared = response.cookies.filter((cookie) => cookie.maxAge === 0 || cookie.value === '');
    expect(cleared.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['voyage.session_token', 'voyage.session_data']),
    );
    const afterSignOut = cookieHeader(response, browser);
    expect(await status(afterSignOut)).toBe(401);
    // The session token itself is dead at once, whatever copy of the cookie is replayed with it alone.
    expect(await status(tokenOnly(browser))).toBe(401);
  });
});

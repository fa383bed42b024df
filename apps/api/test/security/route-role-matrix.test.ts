import { describe, expect, it } from 'vitest';
import { familyMarkers, leaksAny } from './families.ts';
import { MATRIX_ROLES, setupMatrixWorld, STATIC_FILE, type MatrixRole, type World } from './matrix-world.ts';

/**
 * SECURITY Z1/Z2: every route the server registers, called as nobody, as two guardians of unrelated
 * families and as an admin, must answer the status written here. A route missing from the table fails
 * the run, so nothing reaches production without someone deciding who may call it.
 */

type Expected = Record<MatrixRole, number>;
type Call = { url: string; payload?: Record<string, unknown> };
type Entry = {
  /** The request to make; ids come from the database (`world`), built per role for single-use inputs. */
  call: (world: World, role: MatrixRole) => Call | Promise<Call>;
  expect: Expected;
  /** The request names guardian A's own record: guardian B must get 404, so existence does not leak. */
  ownedByA?: true;
};

const everyone = (status: number): Expected => ({ anonymous: status, guardianA: status, guardianB: status, admin: status });
const adminOnly = (status = 200): Expected => ({ anonymous: 401, guardianA: 403, guardianB: 403, admin: status });
const signedIn = (status: number): Expected => ({ anonymous: 401, guardianA: status, guardianB: status, admin: status });
const trip = (path: string) => (world: World) => ({ url: `${path}?trip_id=${world.tripId}` });

/** An address no account or registration has: requests for it send nothing. */
const NOBODY = 'nobody-at-all@example.com';
const nameOf = (world: World, role: MatrixRole) =>
  role === 'guardianA' ? world.familyA.guardianName : role === 'guardianB' ? world.familyB.guardianName : 'Voyage admin';

const MATRIX: Record<string, Entry> = {
  // The built SPA: one file for the static route (the fallback to index.html is below, with the unrouted paths).
  'GET /*': { call: () => ({ url: STATIC_FILE }), expect: everyone(200) },

  // OpenAPI and its browser.
  'GET /api/docs': { call: () => ({ url: '/api/docs' }), expect: everyone(200) },
  'GET /api/docs/json': { call: () => ({ url: '/api/docs/json' }), expect: everyone(200) },
  'GET /api/docs/yaml': { call: () => ({ url: '/api/docs/yaml' }), expect: everyone(200) },
  'GET /api/docs/static/*': { call: () => ({ url: '/api/docs/static/swagger-ui.css' }), expect: everyone(200) },
  'GET /api/docs/static/index.html': { call: () => ({ url: '/api/docs/static/index.html' }), expect: everyone(302) },
  'GET /api/docs/static/swagger-initializer.js': { call: () => ({ url: '/api/docs/static/swagger-initializer.js' }), expect: everyone(200) },

  // better-auth's mount: its catch-alls (one representative request per method), then the endpoints
  // declared one by one. Calls that would change a password or send mail to a real person use wrong or unknown inputs.
  'GET /api/auth/*': { call: () => ({ url: '/api/auth/get-session' }), expect: everyone(200) },
  'POST /api/auth/*': { call: () => ({ url: '/api/auth/sign-out', payload: {} }), expect: everyone(200) },
  'POST /api/auth/sign-in/*': { call: () => ({ url: '/api/auth/sign-in/anonymous', payload: {} }), expect: everyone(404) },
  'POST /api/auth/sign-in/email': {
    call: (world) => ({ url: '/api/auth/sign-in/email', payload: { email: world.familyA.email, password: 'not the password at all' } }),
    expect: everyone(401),
  },
  'POST /api/auth/sign-in/magic-link': {
    call: () => ({ url: '/api/auth/sign-in/magic-link', payload: { email: NOBODY } }),
    expect: everyone(200),
  },
  'POST /api/auth/sign-in/social': {
    call: () => ({ url: '/api/auth/sign-in/social', payload: { provider: 'google', callbackURL: '/my-voyage' } }),
    expect: everyone(404),
  },
  'GET /api/auth/magic-link/verify': {
    call: () => ({ url: '/api/auth/magic-link/verify?token=not-a-token&callbackURL=%2Fmy-voyage' }),
    expect: everyone(302),
  },
  'POST /api/auth/request-password-reset': {
    call: () => ({ url: '/api/auth/request-password-reset', payload: { email: NOBODY } }),
    expect: everyone(200),
  },
  'POST /api/auth/reset-password': {
    call: () => ({ url: '/api/auth/reset-password', payload: { token: 'not-a-token', newPassword: 'a new and long password' } }),
    expect: everyone(400),
  },
  'POST /api/auth/change-password': {
    call: () => ({
      url: '/api/auth/change-password',
      payload: { currentPassword: 'not the current password', newPassword: 'a new and long password' },
    }),
    expect: { anonymous: 401, guardianA: 400, guardianB: 400, admin: 400 },
  },
  'POST /api/auth/update-user': {
    // Each user sets the name they already have, so the call changes nothing.
    call: (world, role) => ({ url: '/api/auth/update-user', payload: { name: nameOf(world, role) } }),
    expect: signedIn(200),
  },

  // Public reads.
  'GET /api/session': { call: () => ({ url: '/api/session' }), expect: everyone(200) },
  'GET /api/trip/all': { call: () => ({ url: '/api/trip/all' }), expect: everyone(200) },
  'GET /api/trip/active': { call: () => ({ url: '/api/trip/active' }), expect: everyone(200) },
  'GET /api/trip': { call: trip('/api/trip'), expect: everyone(200) },
  'GET /api/public/departures': { call: trip('/api/public/departures'), expect: everyone(200) },

  // Staff data.
  'GET /api/students': { call: trip('/api/students'), expect: adminOnly() },
  'GET /api/registrations': { call: trip('/api/registrations'), expect: adminOnly() },
  'GET /api/registrations/pending': { call: trip('/api/registrations/pending'), expect: adminOnly() },
  'GET /api/schools': { call: trip('/api/schools'), expect: adminOnly() },
  'GET /api/departures': { call: trip('/api/departures'), expect: adminOnly() },
  'GET /api/dashboard': { call: trip('/api/dashboard'), expect: adminOnly() },
  'GET /api/admin/outbox': { call: () => ({ url: '/api/admin/outbox' }), expect: adminOnly() },
  'GET /api/admin/outbox/:id': { call: (world) => ({ url: `/api/admin/outbox/${world.outboxId}` }), expect: adminOnly() },
};

/** Requests that match no route of their own: the SPA's fallback and an unknown API path. */
const UNROUTED: Record<string, Entry> = {
  'GET /registration (SPA fallback)': { call: () => ({ url: '/registration' }), expect: everyone(200) },
  'GET /dashboard (SPA fallback)': { call: () => ({ url: '/dashboard' }), expect: everyone(200) },
  'GET /api/unknown (no such endpoint)': { call: () => ({ url: '/api/unknown' }), expect: everyone(404) },
  'POST /api/unknown (no such endpoint)': { call: () => ({ url: '/api/unknown', payload: {} }), expect: everyone(404) },
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Answer = { status: number; body: string };

async function callAs(world: World, key: string, entry: Entry, role: MatrixRole): Promise<Answer> {
  const method = key.split(' ', 1)[0] as 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const { url, payload } = await entry.call(world, role);
  const isUnsafe = UNSAFE.has(method);
  // An unsafe call may end or change the session it is made with: it gets a session of its own.
  const cookie = await world.cookie(role, { fresh: isUnsafe });
  const headers = isUnsafe ? world.unsafeHeaders(cookie) : cookie ? { cookie } : {};
  const response = await world.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return { status: response.statusCode, body: response.body };
}

/** Calls as each role in turn (the admin last: an admin's call may use up what the others' could not). */
async function checkEntry(world: World, key: string, entry: Entry): Promise<void> {
  const answers = {} as Record<MatrixRole, Answer>;
  for (const role of MATRIX_ROLES) answers[role] = await callAs(world, key, entry, role);
  const statuses = Object.fromEntries(MATRIX_ROLES.map((role) => [role, answers[role].status]));
  expect(statuses, `${key}: status per role`).toEqual(entry.expect);

  const markersOfA = familyMarkers(world.familyA);
  const markersOfB = familyMarkers(world.familyB);
  expect(leaksAny(answers.anonymous.body, markersOfA), `${key}: anonymous sees guardian A's data`).toBeUndefined();
  expect(leaksAny(answers.guardianB.body, markersOfA), `${key}: guardian B sees guardian A's data`).toBeUndefined();
  expect(leaksAny(answers.guardianA.body, markersOfB), `${key}: guardian A sees guardian B's data`).toBeUndefined();
}

const world = setupMatrixWorld();

describe('route × role matrix (SECURITY Z1, Z2)', () => {
  it('has an entry for every route the server registers', () => {
    const missing = world.routes.filter((route) => !(route in MATRIX));
    expect(missing, 'add it to the matrix in route-role-matrix.test.ts').toEqual([]);
  });

  it('lists only routes the server registers', () => {
    const stale = Object.keys(MATRIX).filter((route) => !world.routes.includes(route));
    expect(stale, 'no longer registered: remove it from the matrix').toEqual([]);
  });

  it("answers 404, never 403, when a guardian names another family's record", () => {
    for (const [key, entry] of Object.entries(MATRIX)) {
      if (!entry.ownedByA) continue;
      expect(entry.expect.guardianB, key).toBe(404);
      expect(entry.expect.guardianA, key).toBeLessThan(300);
    }
  });

  it('knows two unrelated families with registrations', () => {
    expect(world.familyA.travellers.length).toBeGreaterThan(0);
    expect(world.familyB.travellers.length).toBeGreaterThan(0);
    expect(world.familyA.email).not.toBe(world.familyB.email);
  });

  describe.each(Object.entries(MATRIX))('%s', (key, entry) => {
    it('answers each role as the matrix says, and no guardian sees the other family', async () => {
      await checkEntry(world, key, entry);
    });
  });

  describe.each(Object.entries(UNROUTED))('%s', (key, entry) => {
    it('answers each role the same', async () => {
      await checkEntry(world, key, entry);
    });
  });
});

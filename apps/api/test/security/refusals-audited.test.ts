import { describe, expect, it } from 'vitest';
import { auditRows } from '../accounts/fixtures.ts';
import { setupTestApp } from '../helpers/test-app.ts';

/** Refusals leave a trace: who knocked (address, user if any), on which door (route), and what was said. */
const t = setupTestApp({ signInRateLimitMax: 2 });

const latest = async (action: string, entityId: string) => (await auditRows(t.db, action, entityId))[0];

describe('refusals in the audit log', () => {
  it('audits a 401 on a staff route, naming the route and not the URL', async () => {
    const response = await t.app.inject({ url: '/api/admin/documents/5f0c2a9e-8c1b-4b7a-9d3e-2a1b0c9d8e7f/file' });
    expect(response.statusCode).toBe(401);
    const row = await latest('access.refused', 'GET /api/admin/documents/:id/file');
    expect(row).toMatchObject({
      actorUserId: null,
      ip: '127.0.0.1',
      details: { status: 401, code: 'UNAUTHENTICATED' },
    });
  });

  it('audits a 403 on a staff route with the signed-in guardian who tried it', async () => {
    const cookie = await t.signInAsGuardian();
    const response = await t.app.inject({ url: '/api/admin/administrators', headers: { cookie } });
    expect(response.statusCode).toBe(403);
    const row = await latest('access.refused', 'GET /api/admin/administrators');
    expect(row?.actorUserId).toEqual(expect.any(String));
    expect(row?.details).toEqual({ status: 403, code: 'FORBIDDEN' });
  });

  it('audits sign-ins refused for a forged request and for too many attempts', async () => {
    const payload = { email: 'nobody@example.org', password: 'some password' };
    const forged = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload });
    expect(forged.statusCode).toBe(403);
    expect((await latest('auth.sign-in-refused', 'POST /api/auth/sign-in/email'))?.details).toEqual({
      status: 403,
      code: 'CSRF_FAILED',
    });
    const link = () =>
      t.app.inject({ url: '/api/auth/magic-link/verify?token=guess', headers: { 'x-forwarded-for': '1.2.3.4' } });
    const statuses = [(await link()).statusCode, (await link()).statusCode, (await link()).statusCode];
    expect(statuses[2]).toBe(429);
    const rows = await auditRows(t.db, 'auth.sign-in-refused', 'GET /api/auth/magic-link/verify');
    expect(rows.map((row) => row.details)).toContainEqual({ status: 429, code: 'RATE_LIMITED' });
    expect(JSON.stringify(rows)).not.toContain('guess');
  });

  it('records a flood of refusals as at most 20 rows a minute for one address and route', async () => {
    // Other files may have left rows for this route on a shared database: count what this flood adds.
    const before = (await auditRows(t.db, 'access.refused', 'GET /api/schools')).length;
    for (let attempt = 0; attempt < 45; attempt += 1) {
      expect((await t.app.inject({ url: '/api/schools?trip_id=1' })).statusCode).toBe(401);
    }
    expect((await auditRows(t.db, 'access.refused', 'GET /api/schools')).length - before).toBe(20);
  });

  it('leaves what is allowed out of the audit log', async () => {
    const before = (await auditRows(t.db, 'access.refused')).length;
    await t.app.inject({ url: '/api/trip/active' });
    await t.app.inject({ url: '/api/admin/travellers', headers: { cookie: await t.signInAsAdmin() } });
    expect((await auditRows(t.db, 'access.refused')).length).toBe(before);
  });
});

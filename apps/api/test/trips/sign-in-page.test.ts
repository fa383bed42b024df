import { LOCALE_COOKIE } from '@voyage/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPublicSite } from '../helpers/built-public-site.ts';
import { setupTestApp } from '../helpers/test-app.ts';

// Built once for the file, before the app starts (it loads the renderer when it is built).
const site = buildPublicSite();
const t = setupTestApp({ webDist: site.webDist });
afterAll(() => site.remove());

describe('GET /login (docs/decisions/029-parent-screens-light.md)', () => {
  it('is the sign-in page drawn by the server, in Greek, with its own styles and island texts', async () => {
    const response = await t.app.inject({ url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<html lang="el">');
    expect(response.body).toContain('<title>Σύνδεση - Voyage</title>');
    expect(response.body).toContain('data-island="sign-in"');
    expect(response.body).toMatch(/<style>[^<]*\.ps-sign-in\{[^<]*<\/style><\/head>/);
    expect(response.body).toContain('<script type="application/json" id="sign-in-texts">');
    expect(response.body).not.toContain('<div id="root">');
  });

  it('is in English for a visitor whose locale cookie says so, and keeps the address’s query to the page', async () => {
    const response = await t.app.inject({
      url: '/login?error=INVALID_TOKEN',
      headers: { cookie: `${LOCALE_COOKIE}=en` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<title>Sign in - Voyage</title>');
  });

  it('offers what GET /api/auth-options offers: no provider here, and says e-mail links reach nobody', async () => {
    const options = (await t.app.inject({ url: '/api/auth-options' })).json<{ emailLinksDelivered: boolean }>();
    const response = await t.app.inject({ url: '/login' });
    expect(response.body).not.toContain('data-action="social"');
    expect(response.body.includes('role="status"><svg')).toBe(!options.emailLinksDelivered);
  });

  it('sends a signed-in family on to My Voyage, and staff on to the dashboard', async () => {
    const family = await t.app.inject({ url: '/login', headers: { cookie: await t.signInAsGuardian() } });
    expect(family.statusCode).toBe(302);
    expect(family.headers.location).toBe('/my-voyage');
    const staff = await t.app.inject({ url: '/login', headers: { cookie: await t.signInAsAdmin() } });
    expect(staff.statusCode).toBe(302);
    expect(staff.headers.location).toBe('/dashboard');
  });

  it('loads its island only through the public islands, in a chunk of its own', async () => {
    const page = await t.app.inject({ url: '/login' });
    const islands = /<meta name="voyage-islands" content="([^"]+)"/.exec(page.body)?.[1];
    const script = await t.app.inject({ url: islands! });
    const chunk = /import\(["'`]\.\/(island-[\w-]+\.js)["'`]\)/.exec(script.body)?.[1];
    expect(chunk).toBeDefined();
    const island = await t.app.inject({ url: `/assets/${chunk}` });
    expect(island.statusCode).toBe(200);
    expect(island.body).toContain('sign-in/email');
  });
});

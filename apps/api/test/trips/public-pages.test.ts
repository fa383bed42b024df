import { createHash } from 'node:crypto';
import { LOCALE_COOKIE, type Trip } from '@voyage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateTrip } from '../../src/trips/queries/trips.ts';
import { buildPublicSite } from '../helpers/built-public-site.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { seededTripIds, unknownTripId } from '../helpers/trip-cases.ts';

// Built once for the file, before the app starts (it loads the renderer when it is built).
const site = buildPublicSite();
const t = setupTestApp({ webDist: site.webDist });
afterAll(() => site.remove());

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

async function tripById(id: number): Promise<Trip> {
  const response = await t.app.inject({ url: '/api/trip', query: { trip_id: String(id) } });
  return response.json<Trip>();
}

let active: Trip;
let past: Trip;
beforeAll(async () => {
  const ids = await seededTripIds(t);
  active = await tripById(ids.active);
  past = await tripById(ids.past);
});

const english = { cookie: `${LOCALE_COOKIE}=en` };

describe('GET / (docs/product/screens.md#how-public-pages-are-served)', () => {
  it('is the whole landing page of the active trip in Greek, with its programme, without waiting for a script', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<html lang="el">');
    expect(response.body).toContain('<title>Αρχική - Voyage</title>');
    expect(response.body).toContain(html(active.title.el));
    const [firstDay] = active.schedule;
    expect(firstDay).toBeDefined();
    expect(response.body).toContain(html(firstDay!.title.el));
    expect(response.body).toContain(html(firstDay!.activities[0]!.el));
    expect(response.body).not.toContain(html(active.title.en));
  });

  it('is in English for a visitor whose locale cookie says so', async () => {
    const response = await t.app.inject({ url: '/', headers: english });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<title>Home - Voyage</title>');
    expect(response.body).toContain(html(active.title.en));
    expect(response.body).toContain(html(active.schedule[0]!.title.en));
    expect(response.body).not.toContain(html(active.title.el));
  });

  it('falls back to Greek for a locale cookie naming no language of the product', async () => {
    const response = await t.app.inject({ url: '/', headers: { cookie: `${LOCALE_COOKIE}=fr` } });
    expect(response.body).toContain('<html lang="el">');
  });

  it('shows the flights of each departure inline', async () => {
    const departures = (
      await t.app.inject({ url: '/api/public/departures', query: { trip_id: String(active.id) } })
    ).json<{ hotel: string; flights: { flightNumber: string }[] }[]>();
    expect(departures.length).toBeGreaterThan(0);
    const response = await t.app.inject({ url: '/' });
    for (const departure of departures) {
      expect(response.body).toContain(html(departure.hotel));
      for (const flight of departure.flights) expect(response.body).toContain(flight.flightNumber);
    }
  });

  it('shows a trip as staff just changed it', async () => {
    const title = { el: 'Παρίσι: νέος τίτλος τώρα', en: 'Paris: a new title now' };
    await updateTrip(t.db, active.id, { title }, new Date());
    try {
      const response = await t.app.inject({ url: '/' });
      expect(response.body).toContain(html(title.el));
    } finally {
      await updateTrip(t.db, active.id, { title: active.title }, new Date());
    }
  });
});

describe('GET /{trip_id}', () => {
  it('is the landing page of the trip named, with the header’s programme link on it', async () => {
    const response = await t.app.inject({ url: `/${past.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(html(past.title.el));
    expect(response.body).toContain(`href="/${past.id}#programme"`);
    if (past.title.el !== active.title.el) expect(response.body).not.toContain(html(active.title.el));
  });

  it('is the not-found page, answered 404, for a trip that does not exist', async () => {
    const response = await t.app.inject({ url: `/${await unknownTripId(t)}` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Δεν βρήκαμε αυτή την εκδρομή');
  });

  it('is the not-found page for a number that is no trip number', async () => {
    const response = await t.app.inject({ url: '/0' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Δεν βρήκαμε αυτή την εκδρομή');
  });

  it('leaves a word that is no number to the app', async () => {
    const response = await t.app.inject({ url: '/register' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });
});

describe('GET /useful-info and /docs', () => {
  it('/useful-info holds every section of the active trip, with its table of contents', async () => {
    const response = await t.app.inject({ url: '/useful-info' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Χρήσιμες πληροφορίες - Voyage</title>');
    expect(active.usefulInfo.length).toBeGreaterThan(0);
    active.usefulInfo.forEach((section, index) => {
      expect(response.body).toContain(`href="#info-${index + 1}"`);
      expect(response.body).toContain(html(section.title.el));
      expect(response.body).toContain(html(section.body.el.split(/\n{2,}/)[0]!));
    });
  });

  it('/docs holds the consent document, the terms and the general information, in English when asked', async () => {
    const response = await t.app.inject({ url: '/docs', headers: english });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(active.documents.map((document) => document.key).sort()).toEqual(['consent', 'general', 'terms']);
    for (const document of active.documents) {
      expect(response.body).toContain(`id="${document.key}"`);
      expect(response.body).toContain(html(document.title.en));
      expect(response.body).toContain(html(document.body.en.split(/\n{2,}/)[0]!));
    }
  });
});

describe('what the first paint waits for (docs/decisions/014-public-pages-rendered-on-the-server.md)', () => {
  it('carries no script tag to fetch: the islands are named in a meta the head script loads after the first paint', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.body).not.toMatch(/<script[^>]*\ssrc=/);
    const islands = /<meta name="voyage-islands" content="([^"]+)"/.exec(response.body)?.[1];
    expect(islands).toMatch(/^\/assets\/public-site-[\w-]+\.js$/);
    const script = await t.app.inject({ url: islands! });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
  });

  it('sends the controls the islands drive disabled, so a tap before they load is not lost', async () => {
    const response = await t.app.inject({ url: '/' });
    for (const island of ['theme', 'nav-menu']) {
      expect(response.body).toMatch(new RegExp(`<button[^>]*data-island="${island}"[^>]*disabled`));
    }
    expect(response.body).toMatch(/<button[^>]*aria-haspopup="menu"[^>]*disabled/);
  });
});

describe('security headers on the rendered pages (docs/product/security.md#security-headers)', () => {
  it('allows the one inline script by its hash, and no other inline script', async () => {
    const response = await t.app.inject({ url: '/' });
    const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never sends the page template or the server renderer as files', async () => {
    for (const url of ['/server/public-site.js', '/public-site.html']) {
      const response = await t.app.inject({ url });
      expect(response.body).not.toContain('renderPublicPage');
      expect(response.body).not.toContain('<!--page-->');
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app.ts';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'voyage-web-dist-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Voyage</title><div id="root"></div>');
fs.writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
fs.writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd34.js.br'), 'brotli twin');
fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.writeFileSync(
  path.join(webDist, 'trip-day.html'),
  '<!doctype html><title>Trip day</title><div id="trip-day"></div>',
);
fs.writeFileSync(path.join(webDist, 'trip-day-sw.js'), "self.addEventListener('fetch', () => {});");
fs.writeFileSync(path.join(webDist, 'trip-day.webmanifest'), '{"name":"Voyage"}');
const withoutTripDay = fs.mkdtempSync(path.join(os.tmpdir(), 'voyage-web-dist-'));
fs.copyFileSync(path.join(webDist, 'index.html'), path.join(withoutTripDay, 'index.html'));

const t = setupTestApp({ webDist });
const unbuilt = setupTestApp({ webDist: path.join(webDist, 'missing') });
const noTripDayPage = setupTestApp({ webDist: withoutTripDay });
afterAll(() => {
  fs.rmSync(webDist, { recursive: true, force: true });
  fs.rmSync(withoutTripDay, { recursive: true, force: true });
});

describe('GET / and the SPA routes', () => {
  it.each(['/', '/dashboard', '/admin/registration/1/abc', '/42'])(
    'serves index.html for %s, revalidated every time',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a year-long immutable cache and no cookie', async () => {
    const response = await t.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('serves the pre-compressed twin to a client that accepts it, and the plain file to one that does not', async () => {
    const compressed = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body).toBe('brotli twin');
    const plain = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const response = await t.app.inject({ url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('serves other files with revalidation', async () => {
    const response = await t.app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never answers an /api path with the SPA', async () => {
    const response = await t.app.inject({ url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('says how to build the web app when it has not been built', async () => {
    const response = await unbuilt.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });
});

describe('the trip-day page', () => {
  it.each(['/trip-day', '/trip-day/', '/trip-day/anything', '/trip-day/departures/3?checkpoint=hotel'])(
    'serves trip-day.html for %s, revalidated every time',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="trip-day">');
    },
  );

  it('answers HEAD as GET', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/trip-day/anything' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/dashboard', '/trip-days', '/trips/list'])('still serves index.html for %s', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves the service worker as a script, revalidated every time', async () => {
    const response = await t.app.inject({ url: '/trip-day-sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain("addEventListener('fetch'");
  });

  it('serves the web app manifest as one, revalidated every time', async () => {
    const response = await t.app.inject({ url: '/trip-day.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html while the build has no trip-day page', async () => {
    const response = await noTripDayPage.app.inject({ url: '/trip-day/anything' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });
});

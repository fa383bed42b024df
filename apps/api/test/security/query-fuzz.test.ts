import type { RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { departures, trips } from '../../src/db/schema/index.ts';
import { setupTestApp } from '../helpers/test-app.ts';

/**
 * Every GET route whose address takes free text (a list's search box, its export, the audit log's filters),
 * sent what a search box must survive, percent-encoded as a browser or a script would: NUL, lone or broken
 * surrogates, invalid UTF-8, the LIKE wildcards and the backslash. Nothing answers 5xx; text that is not
 * text is the plain-text rule's 400.
 */
const TEXT_KEYS = ['search', 'actor', 'action'];

/** A route, its free-text keys, and the fixed choices it needs to reach its query (an export's format). */
type FuzzedRoute = { url: string; keys: string[]; fixed: string };
const routes: FuzzedRoute[] = [];
function collect(route: RouteOptions) {
  const querystring = (route.schema as { querystring?: unknown } | undefined)?.querystring;
  if (!(querystring instanceof z.ZodObject) || ![route.method].flat().includes('GET')) return;
  const keys = Object.keys(querystring.shape).filter((key) => TEXT_KEYS.includes(key));
  const format = querystring.shape.format;
  const fixed = format instanceof z.ZodEnum ? `&format=${String(format.options[0])}` : '';
  if (keys.length > 0) routes.push({ url: route.url!, keys, fixed });
}

const t = setupTestApp({}, { onRoute: collect });

/** Refused as not text: the plain-text rule's answer. */
const NOT_TEXT = ['%00', 'ELENI%00', '%E2%80%AE', '%07', '%1B%5B31m', '%7F'];
/** Text, however odd: looked for as typed. */
const ODD_TEXT = ['%25', '_', '%5C', '%5C%25%5F', '%25%25%25', '%5C%5C', "'%20or%201=1--", '%F0%9F%98%80'];
/** Not UTF-8 (a lone surrogate's bytes among them): taken as replacement characters or refused, never a crash. */
const NOT_UTF8 = ['%ED%A0%80', 'x%ED%BF%BFy', '%FF', '%C0%80', '%F0%9F', '%E2%82', '%'];

describe('free text in the address of every list and export', () => {
  it('answers 400 with the plain-text rule for what is not text, and never 5xx', async () => {
    const admin = await t.signInAsAdmin();
    const [trip] = await t.db.select({ id: trips.id }).from(trips).where(eq(trips.active, true));
    const [departure] = await t.db
      .select({ id: departures.id })
      .from(departures)
      .where(eq(departures.tripId, trip!.id));
    const names = routes.map((route) => route.url).sort();
    // The lists and exports the staff search and filter; a new one is fuzzed the day it is added.
    for (const expected of ['/api/students', '/api/admin/audit', '/api/admin/payments', '/api/admin/documents']) {
      expect(names).toContain(expected);
    }
    expect(routes.length).toBeGreaterThanOrEqual(8);

    for (const route of routes) {
      const path = route.url.replace(':id', String(departure!.id));
      for (const key of route.keys) {
        for (const value of [...NOT_TEXT, ...ODD_TEXT, ...NOT_UTF8]) {
          const url = `${path}?trip_id=${trip!.id}${route.fixed}&${key}=${value}`;
          const response = await t.app.inject({ url, headers: { cookie: admin } });
          expect(response.statusCode, url).toBeLessThan(500);
          const refusal =
            response.statusCode === 400 ? response.json<{ fieldErrors?: Record<string, string[]> }>() : null;
          if (NOT_TEXT.includes(value)) {
            expect(response.statusCode, url).toBe(400);
            expect(refusal?.fieldErrors?.[key], url).toContain('validation.textCharacters');
          }
          if (ODD_TEXT.includes(value)) expect(response.statusCode, url).toBe(200);
        }
      }
    }
  }, 120_000);
});

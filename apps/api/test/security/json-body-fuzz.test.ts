import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../../src/lib/logger.ts';
import { DRAFT_COOKIE } from '../helpers/constants.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import {
  draftCookieOf,
  registrationCalls,
  removeRegistrationsAfterAll,
  schoolOf,
  validDetails,
} from '../registration/registration-kit.ts';

/**
 * Every route that takes a JSON body, sent bodies shaped like its schema but full of hostile text (NUL,
 * lone surrogates, control and bidi characters, very long strings) and wrong types: nothing may answer
 * 5xx, and nothing sent may appear in the logs.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type FuzzedRoute = { method: string; url: string; body: JsonSchema };

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls that end the session the rest of the run signs in with. */
const NOT_FUZZED = new Set(['POST /api/auth/sign-out']);
const RUNS_PER_ROUTE = 30;

const routes: FuzzedRoute[] = [];
function collect(route: RouteOptions) {
  const body = (route.schema as { body?: unknown } | undefined)?.body;
  if (!(body instanceof z.ZodType)) return;
  for (const method of [route.method].flat()) {
    if (!UNSAFE.has(method) || NOT_FUZZED.has(`${method} ${route.url}`)) continue;
    routes.push({
      method,
      url: route.url!,
      body: z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    });
  }
}

const logged: string[] = [];
const logSink = new Writable({
  write(chunk, _encoding, done) {
    logged.push(String(chunk));
    done();
  },
});

const t = setupTestApp(
  { signInRateLimitMax: 1_000_000, registrationCodeRateLimitMax: 1_000_000 },
  { onRoute: collect, logger: createLogger({ logLevel: 'info' }, logSink) },
);
removeRegistrationsAfterAll(t);
const calls = registrationCalls(t);

const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'ELENI\u0000', '\uD800', 'x\uDFFFy', '\u202EELENI', '\u0007\u001b[31m', 'e\u0301', '   '),
  fc.string({ minLength: 2_000, maxLength: 6_000 }),
  fc.string({ maxLength: 20 }),
);
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant({}),
  fc.constant([]),
);

function shaped(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((option) => shaped(option, depth + 1)), wrongType);
  if (schema.allOf) return shaped(Object.assign({}, ...schema.allOf), depth);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), hostileText, wrongType);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), hostileText, wrongType);
  const type = [schema.type].flat()[0];
  if (type === 'object' && depth < 4) {
    const properties = Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, property]) => [name, shaped(property, depth + 1)]),
    );
    return fc.oneof(
      { weight: 8, arbitrary: fc.record(properties, { requiredKeys: [] }) },
      { weight: 1, arbitrary: fc.dictionary(hostileText, fc.anything({ maxDepth: 2 }), { maxKeys: 4 }) },
      { weight: 1, arbitrary: wrongType },
    );
  }
  if (type === 'array' && depth < 4) {
    return fc.oneof(fc.array(shaped(schema.items ?? {}, depth + 1), { maxLength: 4 }), wrongType);
  }
  if (type === 'string') return fc.oneof({ weight: 4, arbitrary: hostileText }, { weight: 1, arbitrary: wrongType });
  if (type === 'number' || type === 'integer') {
    return fc.oneof(fc.integer(), fc.double(), fc.constantFrom('1', 'true', '1e309'), wrongType);
  }
  if (type === 'boolean') return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1, 0), wrongType);
  return fc.anything({ maxDepth: 2 });
}

/** Valid bodies of the routes whose deeper code a random body never reaches: the fuzz spoils one field. */
async function validExample(method: string, url: string): Promise<Record<string, unknown> | undefined> {
  const school = await schoolOf(t.db, 'active');
  const details = validDetails(school);
  const examples: Record<string, Record<string, unknown>> = {
    'POST /api/registration/start': { tripId: school.tripId, registrationCode: school.code },
    'PUT /api/registration/draft': { details: { ...details, registrationCode: undefined } },
    'POST /api/registration/draft/details': { details },
    'POST /api/admin/administrators/invitations': {
      email: 'new.staff@example.org',
      name: 'Nikos Staff',
      locale: 'en',
      role: 'finance',
      departureIds: [],
    },
    'POST /api/auth/sign-in/email': { email: 'someone@example.org', password: 'a long password' },
    'POST /api/auth/sign-in/magic-link': { email: 'someone@example.org', locale: 'el' },
    'POST /api/auth/request-password-reset': { email: 'someone@example.org', locale: 'el' },
    'POST /api/auth/update-user': { name: 'Eleni Georgiou' },
  };
  return examples[`${method} ${url}`];
}

type Leaf = (string | number)[];
function leavesOf(value: unknown, at: Leaf = []): Leaf[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      leavesOf(inner, [...at, Array.isArray(value) ? Number(key) : key]),
    );
  }
  return [at];
}

/** The example with the leaf at `path` replaced by `replace(old value)`. */
function spoiled(example: unknown, path: Leaf, replace: (old: unknown) => unknown): unknown {
  const copy = structuredClone(example) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  parent[last] = replace(parent[last]);
  return copy;
}

/** Hostile text put into a valid value (`ELENI` → `EL\u0000ENI`), or in place of it. */
const spoiler = fc.oneof(
  fc.tuple(fc.nat(), hostileText).map(
    ([at, text]) =>
      (old: unknown) =>
        typeof old === 'string' ? old.slice(0, at % (old.length + 1)) + text + old.slice(at % (old.length + 1)) : text,
  ),
  wrongType.map((value) => () => value),
);

function bodies(route: FuzzedRoute, example: unknown): fc.Arbitrary<unknown> {
  if (example === undefined) return shaped(route.body);
  const leaves = leavesOf(example);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.tuple(fc.constantFrom(...leaves), spoiler).map(([leaf, spoil]) => spoiled(example, leaf, spoil)),
    },
    { weight: 1, arbitrary: shaped(route.body) },
  );
}

/** Distinctive strings of a body: those a log could only contain by having logged the body. */
function distinctiveStrings(value: unknown): string[] {
  if (typeof value === 'string') {
    const letters = value.replace(/[^\p{L}\p{N}]/gu, '');
    return letters.length >= 12 ? [JSON.stringify(value).slice(1, -1).slice(0, 60)] : [];
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(distinctiveStrings);
  return [];
}

async function cookieFor(url: string): Promise<string> {
  if (url.startsWith('/api/admin')) return t.signInAsAdmin();
  if (url.startsWith('/api/my')) return t.signInAsGuardian();
  if (url.startsWith('/api/registration/') && !url.startsWith('/api/registration/confirmation')) {
    const school = await schoolOf(t.db, 'active');
    const start = await calls.start({ tripId: school.tripId, registrationCode: school.code });
    return draftCookieOf(start) ?? `${DRAFT_COOKIE}=none`;
  }
  return '';
}

const filledPath = (url: string) => url.replace(/:[A-Za-z_]+/g, (name) => (name.endsWith('id') ? '1' : 'x'));

describe('every JSON route under fuzzed bodies', () => {
  it('found the routes to fuzz', async () => {
    await t.app.ready();
    expect(routes.length).toBeGreaterThan(10);
  });

  it("refuses a body whose keys are an object's own method names (toString, valueOf) as a 400, on every route", async () => {
    await t.app.ready();
    const answers = new Set<number>();
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: filledPath(route.url),
        headers: { ...t.unsafeHeaders(await cookieFor(route.url)), 'content-type': 'application/json' },
        payload: '{"toString":"x","valueOf":1,"hasOwnProperty":[]}',
      });
      answers.add(response.statusCode);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
    expect(answers.has(400)).toBe(true);
  });

  it('answers every body with a 2xx, 3xx or 4xx, never 5xx, and logs none of it', async () => {
    await t.app.ready();
    const failures: string[] = [];
    for (const route of routes) {
      const example = await validExample(route.method, route.url);
      await fc
        .assert(
          fc.asyncProperty(bodies(route, example), async (body) => {
            const cookie = await cookieFor(route.url);
            const before = logged.length;
            const response = await t.app.inject({
              method: route.method as 'POST',
              url: filledPath(route.url),
              headers: { ...t.unsafeHeaders(cookie), 'content-type': 'application/json' },
              payload: JSON.stringify(body ?? null),
            });
            const logs = logged.slice(before).join('');
            // A value the address itself spells (the role `administrator` under `/administrators/`) is not a leak.
            const leaked = distinctiveStrings(body).filter((text) => logs.includes(text) && !route.url.includes(text));
            if (response.statusCode >= 500 || leaked.length > 0) {
              failures.push(
                `${route.method} ${route.url} → ${response.statusCode} ${JSON.stringify(body).slice(0, 200)}`,
              );
              return false;
            }
            return true;
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch(() => {});
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

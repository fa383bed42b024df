import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { openapiPlugin } from '../../src/plugins/openapi.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

const READ_ENDPOINTS = [
  '/api/trip/all',
  '/api/trip/active',
  '/api/trip',
  '/api/students',
  '/api/registrations/pending',
  '/api/registrations',
  '/api/schools',
  '/api/departures',
  '/api/public/departures',
  '/api/dashboard',
];

const UNSAFE_METHODS = ['post', 'put', 'patch', 'delete'];

type Operation = {
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};
type OpenApiDocument = {
  openapi: string;
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
};

const openApiDocument = async () => (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;

const operations = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
  );

/** The better-auth paths the web app's sign-in screens call (`apps/web/src/features/auth/api/`). */
/** Where the web app makes its better-auth calls: the account screens' and the sign-in page's, which both drawings share. */
const WEB_AUTH_CALL_FOLDERS = ['features/auth/api', 'lib/sign-in'];

function webSignInCalls(): string[] {
  const web = path.resolve(import.meta.dirname, '../../../web/src');
  const sources = WEB_AUTH_CALL_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(web, folder))
      .filter((name) => !name.endsWith('.test.ts'))
      .map((name) => fs.readFileSync(path.join(web, folder, name), 'utf8')),
  );
  return [
    ...new Set(
      sources.flatMap((source) => [...source.matchAll(/'api\/auth\/([^']+)'/g)].map((m) => `/api/auth/${m[1]}`)),
    ),
  ];
}

describe('GET /api/docs', () => {
  it('serves Swagger UI', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('serves the OpenAPI document listing the ten read endpoints with their responses', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of READ_ENDPOINTS) {
      expect(document.paths[path]?.get, path).toBeDefined();
      expect(document.paths[path].get.responses['200'], path).toBeDefined();
    }
    const students = document.paths['/api/students'].get;
    expect(students.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'trip_id',
        'page',
        'page_size',
        'sort',
        'order',
        'search',
        'district',
        'status',
        'school_id',
      ]),
    );
    expect(Object.keys(students.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
  });

  it('declares every tag a route uses', async () => {
    const document = await openApiDocument();
    const declared = document.tags.map((tag) => tag.name);
    const used = new Set(operations(document).flatMap(({ operation }) => operation.tags ?? []));
    expect(declared).toEqual(expect.arrayContaining([...used]));
    expect(declared).toEqual(
      expect.arrayContaining(['accounts', 'admin', 'admins', 'auth', 'my', 'registration', 'trips']),
    );
  });

  it('names the real session cookie', async () => {
    const { session } = (await openApiDocument()).components.securitySchemes;
    expect(session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'voyage.session_token' });
  });

  it('requires the CSRF header and cookie on every unsafe method, and on no read', async () => {
    const document = await openApiDocument();
    expect(document.components.securitySchemes.csrfHeader).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-csrftoken',
    });
    expect(document.components.securitySchemes.csrfCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'csrftoken',
    });
    const all = operations(document);
    const unsafe = all.filter(({ method }) => UNSAFE_METHODS.includes(method));
    expect(unsafe.length).toBeGreaterThan(10);
    for (const { url, method, operation } of unsafe) {
      expect(operation.security, `${method} ${url}`).not.toHaveLength(0);
      for (const requirement of operation.security ?? []) {
        expect(requirement, `${method} ${url}`).toMatchObject({ csrfHeader: [], csrfCookie: [] });
      }
    }
    for (const { url, operation } of all.filter(({ method }) => method === 'get')) {
      expect(JSON.stringify(operation.security ?? []), url).not.toContain('csrf');
    }
    // A staff call needs both the session and the CSRF pair.
    expect(document.paths['/api/admin/administrators/invitations']?.post?.security).toEqual([
      { session: [], csrfHeader: [], csrfCookie: [] },
    ]);
  });

  it("documents the better-auth calls the web app's sign-in screens make, and hides the rest of better-auth", async () => {
    const document = await openApiDocument();
    const calls = webSignInCalls();
    expect(calls).toEqual(expect.arrayContaining(['/api/auth/sign-in/email', '/api/auth/request-password-reset']));
    for (const call of calls) {
      const operation = document.paths[call]?.post;
      expect(operation, call).toBeDefined();
      expect(operation?.tags, call).toEqual(['auth']);
      expect(operation?.requestBody, call).toBeDefined();
      expect(Object.keys(operation?.responses ?? {}), call).toEqual(expect.arrayContaining(['200', '400', '429']));
    }
    const authPaths = Object.keys(document.paths).filter((url) => url.startsWith('/api/auth/'));
    expect(authPaths.sort()).toEqual([...calls].sort());
  });
});

describe('OpenAPI under an https PUBLIC_URL', () => {
  it('names the __Host- prefixed session and CSRF cookies', async () => {
    const app = Fastify();
    await app.register(openapiPlugin, { publicUrl: 'https://voyage.example' });
    await app.ready();
    const { components } = app.swagger() as unknown as OpenApiDocument;
    expect(components.securitySchemes.session?.name).toBe('__Host-voyage.session_token');
    expect(components.securitySchemes.csrfCookie?.name).toBe('__Host-csrftoken');
    await app.close();
  });
});

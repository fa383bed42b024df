import { describe, expect, it } from 'vitest';
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
    expect(students.parameters.map((p: { name: string }) => p.name)).toEqual(['trip_id']);
    expect(Object.keys(students.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
  });

  it('keeps better-auth internals out of the document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/auth/'))).toBe(false);
  });
});

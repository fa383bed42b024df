import { apiErrorSchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openTestDatabase, setupTestApp, testConfig } from '../helpers/test-app.ts';
import { browserPost } from '../helpers/browser-post.ts';

const t = setupTestApp();

function expectNoStack(body: string) {
  expect(body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/src\/|\.ts:\d+/);
}

describe('API errors', () => {
  it('answers unknown /api routes with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api/admin/whatever?trip_id=1'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers malformed JSON with a coded 400 and no stack', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...t.unsafeHeaders(), 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    expectNoStack(response.body);
  });

  it('answers a body its route refuses with fieldErrors keyed by field path, an unknown field under its own', async () => {
    const response = await browserPost(t, '/api/registration/start', {
      tripId: 'one',
      registrationCode: 'K7',
      note: 'hello',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      fieldErrors: {
        tripId: ['validation.tripId'],
        registrationCode: ['validation.registrationCode'],
        note: ['validation.invalid'],
      },
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...t.unsafeHeaders(), 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('hides server errors behind a generic INTERNAL message', async () => {
    // An app whose database has gone away: the route's query throws.
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db });
    await database.close();
    try {
      const response = await app.inject({ url: '/api/trip/all' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side' });
      expectNoStack(response.body);
    } finally {
      await app.close();
    }
  });
});

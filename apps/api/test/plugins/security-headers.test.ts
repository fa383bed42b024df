import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

describe('security headers', () => {
  it.each(['/', '/admin/registrations', '/trip-day', '/api/trip/all', '/api/nope', '/api/students?trip_id=1'])(
    'are set on %s',
    async (url) => {
      const response = await t.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "worker-src 'self'",
        "manifest-src 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{8,}; includeSubDomains/);
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it('forbids caching of every /api answer, errors included', async () => {
    for (const url of ['/api/trip/all', '/api/nope', '/api/students?trip_id=1', '/api/docs/json']) {
      expect((await t.app.inject({ url })).headers['cache-control']).toBe('no-store');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

/** A cross-site form post, as another site's page sends it: urlencoded, from `origin`, without our CSRF header. */
const formPostFrom = (origin: string, url: string, payload: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload,
  });

describe('POST /api/auth/callback/apple', () => {
  it("takes Apple's cross-site form post (no CSRF header, urlencoded) and hands it to the OAuth state check", async () => {
    const response = await formPostFrom(
      'https://appleid.apple.com',
      '/api/auth/callback/apple',
      'code=not-a-code&state=not-a-state',
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `${TEST_PUBLIC_URL}/api/auth/callback/apple?code=not-a-code&state=not-a-state`,
    );
  });

  it('still refuses a cross-site form post anywhere else', async () => {
    const response = await formPostFrom('https://evil.example', '/api/auth/callback/google', 'code=x&state=y');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_FAILED');
  });
});

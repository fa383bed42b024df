import { describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

describe('POST /api/auth/callback/apple', () => {
  it("takes Apple's cross-site form post (no CSRF header, urlencoded) and hands it to the OAuth state check", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/apple',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://appleid.apple.com' },
      payload: 'code=not-a-code&state=not-a-state',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `${TEST_PUBLIC_URL}/api/auth/callback/apple?code=not-a-code&state=not-a-state`,
    );
  });

  it('still refuses a cross-site form post anywhere else', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/google',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'code=x&state=y',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_FAILED');
  });
});

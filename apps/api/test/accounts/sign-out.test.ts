import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app.ts';
import { browserPost } from '../helpers/browser-post.ts';

const t = setupTestApp();

describe('POST /api/auth/sign-out', () => {
  it('ends the session on the server: the old cookie no longer signs in', async () => {
    const cookie = await t.signInAsGuardian();
    const before = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(before.json().user).not.toBeNull();

    const response = await browserPost(t, '/api/auth/sign-out', {}, cookie);
    expect(response.statusCode).toBe(200);

    const after = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(after.json()).toEqual({ user: null });
  });
});

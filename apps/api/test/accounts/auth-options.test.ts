import { authOptionsSchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app.ts';
import { browserPost } from '../helpers/browser-post.ts';

const none = setupTestApp();
const some = setupTestApp({
  smtpUrl: 'smtp://127.0.0.1:9',
  socialProviders: {
    apple: { clientId: 'apple-id', clientSecret: 'apple-secret' },
    google: { clientId: 'google-id', clientSecret: 'google-secret' },
  },
});

describe('GET /api/auth-options', () => {
  it('offers the e-mail link and no social provider when none is configured, and says no e-mail is delivered', async () => {
    const response = await none.app.inject({ url: '/api/auth-options' });
    expect(response.statusCode).toBe(200);
    expect(authOptionsSchema.parse(response.json())).toEqual({
      socialProviders: [],
      magicLink: true,
      emailLinksDelivered: false,
    });
  });

  it('lists the configured providers in the screen’s order, never their secrets', async () => {
    const response = await some.app.inject({ url: '/api/auth-options' });
    expect(response.json()).toEqual({
      socialProviders: ['google', 'apple'],
      magicLink: true,
      emailLinksDelivered: true,
    });
    expect(response.body).not.toContain('secret');
  });

  it('starts a configured provider’s sign-in and refuses one that is not', async () => {
    const started = await browserPost(some, '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/my-voyage',
    });
    expect(started.statusCode).toBe(200);
    expect(new URL(started.json().url).origin).toBe('https://accounts.google.com');
    const missing = await browserPost(none, '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/my-voyage',
    });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(missing.statusCode).toBeLessThan(500);
  });
});

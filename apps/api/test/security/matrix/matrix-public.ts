import { everyone, signedIn, type Entry } from './matrix-check.ts';
import { NOBODY, nameOf, trip } from './matrix-kit.ts';
import { STATIC_FILE } from './matrix-world.ts';

/** The public rows of the route-by-role matrix: the built SPA, the OpenAPI pages, sign-in and the public reads. */
export const publicMatrix: Record<string, Entry> = {
  // The built SPA: one file for the static route (the fallback to index.html is below, with the unrouted paths).
  'GET /*': { call: () => ({ url: STATIC_FILE }), expect: everyone(200) },

  // OpenAPI and its browser.
  'GET /api/docs': { call: () => ({ url: '/api/docs' }), expect: everyone(200) },
  'GET /api/docs/json': { call: () => ({ url: '/api/docs/json' }), expect: everyone(200) },
  'GET /api/docs/yaml': { call: () => ({ url: '/api/docs/yaml' }), expect: everyone(200) },
  'GET /api/docs/static/*': { call: () => ({ url: '/api/docs/static/swagger-ui.css' }), expect: everyone(200) },
  'GET /api/docs/static/index.html': { call: () => ({ url: '/api/docs/static/index.html' }), expect: everyone(302) },
  'GET /api/docs/static/swagger-initializer.js': {
    call: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expect: everyone(200),
  },

  // better-auth's mount: its catch-alls (one representative request per method), then the endpoints
  // declared one by one. Calls that would change a password or send mail to a real person use wrong or unknown inputs.
  'GET /api/auth/*': { call: () => ({ url: '/api/auth/get-session' }), expect: everyone(200) },
  'POST /api/auth/*': { call: () => ({ url: '/api/auth/sign-out', payload: {} }), expect: everyone(200) },
  'POST /api/auth/sign-in/*': {
    call: () => ({ url: '/api/auth/sign-in/anonymous', payload: {} }),
    expect: everyone(404),
  },
  'POST /api/auth/sign-in/email': {
    call: (world) => ({
      url: '/api/auth/sign-in/email',
      payload: { email: world.familyA.email, password: 'not the password at all' },
    }),
    expect: everyone(401),
  },
  'POST /api/auth/sign-in/magic-link': {
    call: () => ({ url: '/api/auth/sign-in/magic-link', payload: { email: NOBODY } }),
    expect: everyone(200),
  },
  'POST /api/auth/sign-in/social': {
    call: () => ({ url: '/api/auth/sign-in/social', payload: { provider: 'google', callbackURL: '/my-voyage' } }),
    expect: everyone(404),
  },
  'POST /api/auth/callback/apple': {
    // Apple's form post comes from its own site without our CSRF token: better-auth's OAuth state check decides.
    call: () => ({
      url: '/api/auth/callback/apple',
      crossSiteForm: { origin: 'https://appleid.apple.com', fields: { code: 'not-a-code', state: 'not-a-state' } },
    }),
    expect: everyone(302),
  },
  'GET /api/auth/magic-link/verify': {
    call: () => ({ url: '/api/auth/magic-link/verify?token=not-a-token&callbackURL=%2Fmy-voyage' }),
    expect: everyone(302),
  },
  'POST /api/auth/request-password-reset': {
    call: () => ({ url: '/api/auth/request-password-reset', payload: { email: NOBODY } }),
    expect: everyone(200),
  },
  'POST /api/auth/reset-password': {
    call: () => ({
      url: '/api/auth/reset-password',
      payload: { token: 'not-a-token', newPassword: 'a new and long password' },
    }),
    expect: everyone(400),
  },
  'POST /api/auth/change-password': {
    call: () => ({
      url: '/api/auth/change-password',
      payload: { currentPassword: 'not the current password', newPassword: 'a new and long password' },
    }),
    expect: { anonymous: 401, guardianA: 400, guardianB: 400, admin: 400 },
  },
  // Two-factor: a wrong password, a wrong code; guardians have no authenticator (optional for them).
  'POST /api/auth/two-factor/enable': {
    call: () => ({ url: '/api/auth/two-factor/enable', payload: { password: 'not the password at all' } }),
    expect: signedIn(400),
  },
  'POST /api/auth/two-factor/verify-totp': {
    call: () => ({ url: '/api/auth/two-factor/verify-totp', payload: { code: '000000' } }),
    expect: { anonymous: 401, guardianA: 400, guardianB: 400, admin: 401 },
  },
  'POST /api/auth/two-factor/verify-backup-code': {
    call: () => ({ url: '/api/auth/two-factor/verify-backup-code', payload: { code: 'aaaaa-aaaaa' } }),
    expect: { anonymous: 401, guardianA: 400, guardianB: 400, admin: 401 },
  },
  'POST /api/auth/update-user': {
    // Each user sets the name they already have, so the call changes nothing.
    call: (world, role) => ({ url: '/api/auth/update-user', payload: { name: nameOf(world, role) } }),
    expect: signedIn(200),
  },

  // Public reads.
  'GET /api/session': { call: () => ({ url: '/api/session' }), expect: everyone(200) },
  'GET /api/auth-options': { call: () => ({ url: '/api/auth-options' }), expect: everyone(200) },
  'GET /api/trip/all': { call: () => ({ url: '/api/trip/all' }), expect: everyone(200) },
  'GET /api/trip/active': { call: () => ({ url: '/api/trip/active' }), expect: everyone(200) },
  'GET /api/trip': { call: trip('/api/trip'), expect: everyone(200) },
  'GET /api/public/departures': { call: trip('/api/public/departures'), expect: everyone(200) },
};

/**
 * better-auth endpoints behind the catch-alls above that no screen uses: the ones that would let someone
 * sign up, delete or re-address an account, or set their own fields stay switched off (404).
 */
export const BEHIND_CATCH_ALLS: Record<string, Entry> = {
  'POST /api/auth/sign-up/email': {
    call: () => ({
      url: '/api/auth/sign-up/email',
      payload: { email: NOBODY, password: 'a long enough password', name: 'Nobody' },
    }),
    expect: everyone(404),
  },
  'POST /api/auth/delete-user': { call: () => ({ url: '/api/auth/delete-user', payload: {} }), expect: everyone(404) },
  'POST /api/auth/change-email': {
    call: (world) => ({ url: '/api/auth/change-email', payload: { newEmail: world.familyA.email } }),
    expect: everyone(404),
  },
  'POST /api/auth/update-session': {
    call: () => ({ url: '/api/auth/update-session', payload: { role: 'admin' } }),
    expect: everyone(404),
  },
  'POST /api/auth/send-verification-email': {
    call: (world) => ({ url: '/api/auth/send-verification-email', payload: { email: world.familyA.email } }),
    expect: everyone(404),
  },
  'POST /api/auth/update-user (role)': {
    call: (world, role) => ({ url: '/api/auth/update-user', payload: { name: nameOf(world, role), role: 'admin' } }),
    expect: everyone(400),
  },
  'POST /api/auth/callback/google (cross-site form)': {
    // Only Apple's callback takes a form from another site; elsewhere the CSRF check refuses it.
    call: () => ({
      url: '/api/auth/callback/google',
      crossSiteForm: { origin: 'https://evil.example', fields: { code: 'not-a-code', state: 'not-a-state' } },
    }),
    expect: everyone(403),
  },
  'GET /api/auth/list-sessions': { call: () => ({ url: '/api/auth/list-sessions' }), expect: signedIn(200) },
  'GET /api/auth/list-accounts': { call: () => ({ url: '/api/auth/list-accounts' }), expect: signedIn(200) },
  'POST /api/auth/revoke-other-sessions': {
    call: () => ({ url: '/api/auth/revoke-other-sessions', payload: {} }),
    expect: signedIn(200),
  },
  'POST /api/auth/verify-password': {
    call: () => ({ url: '/api/auth/verify-password', payload: { password: 'not the password at all' } }),
    expect: signedIn(400),
  },
  'POST /api/auth/link-social': {
    call: () => ({ url: '/api/auth/link-social', payload: { provider: 'google' } }),
    expect: signedIn(404),
  },
};

/** Requests that match no route of their own: the SPA's fallback and an unknown API path. */
export const UNROUTED: Record<string, Entry> = {
  'GET /registration (SPA fallback)': { call: () => ({ url: '/registration' }), expect: everyone(200) },
  'GET /dashboard (SPA fallback)': { call: () => ({ url: '/dashboard' }), expect: everyone(200) },
  'GET /api/unknown (no such endpoint)': { call: () => ({ url: '/api/unknown' }), expect: everyone(404) },
  'POST /api/unknown (no such endpoint)': { call: () => ({ url: '/api/unknown', payload: {} }), expect: everyone(404) },
};

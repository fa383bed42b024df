import type { TestApp } from './test-app.ts';

/** `POST /api/accounts/link` as the create-account screen calls it. */
export function lookUpLink(t: TestApp, token: string) {
  return t.app.inject({ method: 'POST', url: '/api/accounts/link', headers: t.unsafeHeaders(), payload: { token } });
}

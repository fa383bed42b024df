import type { InjectOptions } from 'fastify';
import type { TestApp } from './test-app.ts';

/** A POST as the web app sends it: the CSRF pair and our Origin, with the session of `cookie` when given. */
export function browserPost(t: TestApp, url: string, payload: InjectOptions['payload'], cookie?: string) {
  return t.app.inject({ method: 'POST', url, headers: t.unsafeHeaders(cookie), payload });
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN } from '../helpers/constants.ts';

/** Headers an unsafe call needs to pass the CSRF check: a matching token pair and our Origin. */
export function unsafeHeaders(cookie: string | undefined): Record<string, string> {
  const token = randomBytes(32).toString('base64url');
  return {
    cookie: [cookie, `csrftoken=${token}`].filter(Boolean).join('; '),
    'x-csrftoken': token,
    origin: TEST_ORIGIN,
  };
}

/** Signs in with e-mail and password; returns the session cookie as a Cookie header. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: unsafeHeaders(undefined),
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  const session = response.cookies.find((cookie) => cookie.name.endsWith('session_token'));
  if (!session) throw new Error('sign-in set no session cookie');
  return `${session.name}=${session.value}`;
}

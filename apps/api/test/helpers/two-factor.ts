import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import { findUserByEmail } from '../../src/accounts/queries/admins.ts';
import { removeTwoFactor } from '../../src/accounts/queries/two-factor.ts';
import { currentTotp, secretOfTotpUri, stepAt, totpAt } from './totp.ts';

export type Enrolment = { cookie: string; secret: string; backupCodes: string[] };
type UnsafeHeaders = (cookie: string) => Record<string, string>;

function sessionCookieOf(response: LightMyRequestResponse): string {
  const session = response.cookies.find((cookie) => cookie.name.endsWith('session_token') && cookie.value !== '');
  if (!session) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
  return `${session.name}=${session.value}`;
}

/**
 * Enrols an authenticator for the user signed in with `cookie`, as the enrolment screen does: the password,
 * then the first code. Returns the new session's cookie, the secret and the recovery codes.
 */
export async function enrolTwoFactor(
  app: FastifyInstance,
  headers: UnsafeHeaders,
  cookie: string,
  password: string,
): Promise<Enrolment> {
  const enabled = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers: headers(cookie),
    payload: { password },
  });
  if (enabled.statusCode !== 200) throw new Error(`enrolment failed: ${enabled.statusCode} ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const secret = secretOfTotpUri(totpURI);
  const verifyWith = async (code: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: headers(cookie),
      payload: { code },
    });
  const step = stepAt();
  let verified = await verifyWith(await totpAt(secret, step));
  // A code is good in its own 30-second window only: one computed just before the window turned is typed
  // again from the app, as a person would.
  if (verified.statusCode === 401 && stepAt() !== step) verified = await verifyWith(await currentTotp(secret));
  if (verified.statusCode !== 200) throw new Error(`first code refused: ${verified.statusCode} ${verified.body}`);
  return { cookie: sessionCookieOf(verified), secret, backupCodes };
}

/**
 * A signed-in admin with a fresh authenticator: any earlier one is removed first (PostgreSQL runs share the
 * seeded admin across files), then password sign-in and enrolment through the API.
 */
export async function signInAsEnrolledAdmin(
  app: FastifyInstance,
  db: Database,
  headers: UnsafeHeaders,
  signIn: () => Promise<string>,
  email: string,
  password: string,
): Promise<Enrolment> {
  const admin = await findUserByEmail(db, email);
  if (admin) await removeTwoFactor(db, admin.id);
  return enrolTwoFactor(app, headers, await signIn(), password);
}

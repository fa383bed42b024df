import type { FastifyInstance } from 'fastify';
import { createGuardianAccountLink } from '../../src/accounts/services/create-guardian-account-link.ts';
import type { Database } from '../../src/db/database.ts';
import { addRegistration, type TestRegistration } from './fixtures.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { linkMailedTo } from './mailed-links.ts';

export type GuardianLink = { registration: TestRegistration; token: string; link: URL };

/** A new registration and the account link mailed to its guardian (token and traveller id from the link). */
export async function guardianLink(db: Database): Promise<GuardianLink> {
  const registration = await addRegistration(db);
  const result = await db.transaction((tx) =>
    createGuardianAccountLink({ tx, travellerId: registration.id, publicUrl: TEST_PUBLIC_URL }),
  );
  if (result.status !== 'sent') throw new Error(`no link sent: ${result.status}`);
  const link = await linkMailedTo(db, registration.guardianEmail, 'guardian-account');
  const [, , type, token, travellerId] = link.pathname.split('/');
  if (type !== 'guardian' || travellerId !== registration.id || !token) throw new Error(`unexpected link ${link.href}`);
  return { registration, token, link };
}

export function createAccountRequest(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
) {
  return app.inject({ method: 'POST', url: '/api/accounts', headers, payload });
}

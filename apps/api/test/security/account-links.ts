import { randomUUID } from 'node:crypto';
import { ACCOUNT_TOKEN_LIFETIME_MS } from '@voyage/domain';
import { newAccountToken } from '../../src/accounts/account-token.ts';
import type { Database } from '../../src/db/database.ts';
import type { AccountTokenPurpose } from '@voyage/domain';
import { insertAccountToken } from '../../src/accounts/queries/account-tokens.ts';
import { createPasswordUser } from '../../src/db/seed/seed-admin.ts';

type NewLink = { purpose: AccountTokenPurpose; email: string; travellerId?: string };

/** A usable account link as the product stores it (only the digest); returns the token and its row id. */
export async function mintAccountLink(db: Database, link: NewLink): Promise<{ token: string; id: string }> {
  const { token, tokenHash } = newAccountToken();
  const expiresAt = new Date(Date.now() + ACCOUNT_TOKEN_LIFETIME_MS[link.purpose]);
  const { id } = await insertAccountToken(db, { ...link, tokenHash, expiresAt, travellerId: link.travellerId ?? null });
  return { token, id };
}

/**
 * What this module's copy makes is tagged with: the matrix's files run at once on one PostgreSQL database,
 * and each removes only what it made.
 */
export const RUN_TAG = randomUUID().slice(0, 8);
/** An address nobody else uses, for invitations, extra admins and staff accounts the matrix makes. */
export const uniqueEmail = (what: string) => `matrix-${RUN_TAG}-${what}-${randomUUID()}@example.com`;
/** Every such address of this run, as a LIKE pattern. */
export const UNIQUE_EMAIL_PATTERN = `matrix-${RUN_TAG}-%@example.com`;

/** Another administrator, for the matrix to revoke. */
export async function extraAdmin(db: Database): Promise<string> {
  return createPasswordUser(db, {
    email: uniqueEmail('admin'),
    password: 'an extra administrator password',
    name: 'Extra admin',
    role: 'admin',
  });
}

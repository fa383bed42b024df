import { ACCOUNT_TOKEN_PATTERN, hashAccountToken } from '../accounts/account-token.ts';
import type { Executor } from '../db/executor.ts';
import { HttpError } from '../lib/http-error.ts';
import { findAccountToken, type AccountTokenRow } from '../accounts/queries/account-tokens.ts';
import { findRegisteredTraveller, type RegisteredTraveller } from './queries/registration-places.ts';
import { linkNotFound } from '../accounts/account-token-checks.ts';

export type ConfirmationToken = AccountTokenRow & { travellerId: string };

/** The e-mail confirmation link a token belongs to; any other token (an account link too) is unknown: 404. */
export async function findConfirmationToken(tx: Executor, token: string): Promise<ConfirmationToken> {
  if (!ACCOUNT_TOKEN_PATTERN.test(token)) throw linkNotFound();
  const row = await findAccountToken(tx, hashAccountToken(token));
  if (!row || row.purpose !== 'email-confirmation' || !row.travellerId) throw linkNotFound();
  return { ...row, travellerId: row.travellerId };
}

/** The link's registration, unless it has been deleted since: then the link no longer works (410). */
export async function requireRegistrationOfLink(
  tx: Executor,
  token: ConfirmationToken,
  options: { forUpdate?: boolean } = {},
): Promise<RegisteredTraveller> {
  const traveller = await findRegisteredTraveller(tx, token.travellerId, options);
  if (!traveller || traveller.status === 'deleted') {
    throw new HttpError(410, 'TOKEN_REVOKED', 'The registration of this link no longer exists');
  }
  return traveller;
}

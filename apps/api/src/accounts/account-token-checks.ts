import { HttpError, notFound } from '../lib/http-error.ts';
import type { AccountTokenRow } from './queries/account-tokens.ts';

export const linkNotFound = () => notFound('Link');
export const tokenUsed = () => new HttpError(410, 'TOKEN_USED', 'This link has already been used');

/** A link that can still create an account, or the 410 that says why not. */
export function requireUsableToken({ token, now }: { token: AccountTokenRow; now: Date }): void {
  if (token.usedAt) throw tokenUsed();
  if (token.revokedAt) throw new HttpError(410, 'TOKEN_REVOKED', 'This link has been withdrawn');
  if (token.expiresAt.getTime() <= now.getTime()) throw new HttpError(410, 'TOKEN_EXPIRED', 'This link has expired');
}

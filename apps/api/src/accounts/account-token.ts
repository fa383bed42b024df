import { createHash, randomBytes } from 'node:crypto';

/** 32 bytes from the CSPRNG (256 bits), URL-safe: 43 characters. */
export function newAccountToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashAccountToken(token) };
}

/** Only this digest is stored, so a copy of the database holds no usable link. */
export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** What a link's token looks like; anything else is not looked up at all. */
export const ACCOUNT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

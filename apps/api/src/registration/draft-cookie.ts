import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_TOKEN_PATTERN, hashAccountToken } from '../auth/account-token.ts';

/**
 * The parent's registration in progress is found by a random token in an httpOnly cookie, scoped to
 * the registration calls. Only its SHA-256 is stored (`registration_drafts.token_hash`).
 */
export const DRAFT_COOKIE = 'voyage.registration';
export const DRAFT_LIFETIME_MS = 30 * 24 * 3_600_000;
const DRAFT_COOKIE_PATH = '/api/registration';

/** The stored hash of the request's draft token, or undefined when it carries none (or a malformed one). */
export function draftTokenHash(request: FastifyRequest): string | undefined {
  const token = request.cookies[DRAFT_COOKIE];
  return token && ACCOUNT_TOKEN_PATTERN.test(token) ? hashAccountToken(token) : undefined;
}

/** Points the parent's browser at the draft of `token` (a token from `newAccountToken`). */
export function setDraftCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(DRAFT_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: DRAFT_COOKIE_PATH,
    maxAge: DRAFT_LIFETIME_MS / 1000,
  });
}

/** "Start over": the browser forgets its draft. */
export function clearDraftCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(DRAFT_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: DRAFT_COOKIE_PATH });
}

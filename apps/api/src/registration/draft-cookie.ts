import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_TOKEN_PATTERN, hashAccountToken } from '../accounts/account-token.ts';

/**
 * The parent's registration in progress is found by a random token in an httpOnly cookie, scoped to
 * the registration calls. Only its SHA-256 is stored (`registration_drafts.token_hash`).
 */
export const DRAFT_LIFETIME_MS = 30 * 24 * 3_600_000;
/** Scoped to the registration calls; a `__Host-` cookie (https) must have path `/`. */
const draftCookiePath = (secure: boolean) => (secure ? '/' : '/api/registration');

/** The stored hash of the request's draft token, or undefined when it carries none (or a malformed one). */
export function draftTokenHash(request: FastifyRequest): string | undefined {
  const token = request.cookies[request.server.cookieNames.draft];
  return token && ACCOUNT_TOKEN_PATTERN.test(token) ? hashAccountToken(token) : undefined;
}

/** Points the parent's browser at the draft of `token` (a token from `newAccountToken`). */
export function setDraftCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(reply.server.cookieNames.draft, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: draftCookiePath(secure),
    maxAge: DRAFT_LIFETIME_MS / 1000,
  });
}

/** "Start over": the browser forgets its draft. */
export function clearDraftCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(reply.server.cookieNames.draft, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: draftCookiePath(secure),
  });
}

import type { Resources } from '../i18n-resources.ts';

export type LoginNoticeKey = `auth:notices.${keyof Resources['auth']['notices']}`;
export type LoginNotice = { severity: 'info' | 'error'; key: LoginNoticeKey };

/** better-auth's `?error=` codes when an e-mail link or a provider sends the user back to sign-in. */
const LINK_ERRORS = new Set(['INVALID_TOKEN', 'EXPIRED_TOKEN', 'invalid_token', 'expired_token']);
const NO_ACCOUNT_ERRORS = new Set([
  'new_user_signup_disabled',
  'signup_disabled',
  'user_not_found',
  'account_not_linked',
]);

export function noticeForRedirectError(code: string | undefined): LoginNotice | null {
  if (!code) return null;
  if (LINK_ERRORS.has(code)) return { severity: 'error', key: 'auth:notices.linkExpired' };
  if (NO_ACCOUNT_ERRORS.has(code)) return { severity: 'error', key: 'auth:notices.noAccount' };
  return { severity: 'error', key: 'auth:notices.externalFailed' };
}

export function isSessionEndedState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'sessionEnded' in state && state.sessionEnded === true;
}

/** Sent here to sign in anew before an action that asks for a recent sign-in (the data export). */
export function isRecentSignInState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'recentSignIn' in state && state.recentSignIn === true;
}

/**
 * What the sign-in screen says first, from the router's state and the `?error=` a link or a provider came back
 * with: the session ended, a recent sign-in is needed, or the link or provider failed.
 */
export function loginNoticeOf(state: unknown, errorCode: string | undefined): LoginNotice | null {
  if (isSessionEndedState(state)) return { severity: 'info', key: 'auth:notices.sessionEnded' };
  if (isRecentSignInState(state)) return { severity: 'info', key: 'auth:notices.signInAgain' };
  return noticeForRedirectError(errorCode);
}

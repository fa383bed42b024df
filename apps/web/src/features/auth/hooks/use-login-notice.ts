import { useLocation } from 'react-router';
import type { Resources } from '../../../lib/i18n-resources.ts';
import { useOnceQueryParams } from './use-once-query-params.ts';

export type LoginNotice = { severity: 'info' | 'error'; key: `auth:notices.${keyof Resources['auth']['notices']}` };

/** better-auth's `?error=` codes when an e-mail link or a provider sends the user back here. */
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
 * What the sign-in screen says first: the session ended, a recent sign-in is needed, or a link or provider
 * sent the user back with an error.
 */
export function useLoginNotice(): LoginNotice | null {
  const { error } = useOnceQueryParams(['error', 'error_description']);
  const location = useLocation();
  if (isSessionEndedState(location.state)) return { severity: 'info', key: 'auth:notices.sessionEnded' };
  if (isRecentSignInState(location.state)) return { severity: 'info', key: 'auth:notices.signInAgain' };
  return noticeForRedirectError(error);
}

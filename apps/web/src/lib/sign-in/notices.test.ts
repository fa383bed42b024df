import { describe, expect, it } from 'vitest';
import { isSessionEndedState, loginNoticeOf, noticeForRedirectError } from './notices.ts';

describe('sign-in notices', () => {
  it('explains a used or expired e-mail link', () => {
    expect(noticeForRedirectError('INVALID_TOKEN')).toEqual({ severity: 'error', key: 'auth:notices.linkExpired' });
    expect(noticeForRedirectError('EXPIRED_TOKEN')?.key).toBe('auth:notices.linkExpired');
  });

  it('says when no account matches, and falls back to a general failure', () => {
    expect(noticeForRedirectError('new_user_signup_disabled')?.key).toBe('auth:notices.noAccount');
    expect(noticeForRedirectError('signup_disabled')?.key).toBe('auth:notices.noAccount');
    expect(noticeForRedirectError('state_mismatch')?.key).toBe('auth:notices.externalFailed');
    expect(noticeForRedirectError(undefined)).toBeNull();
  });

  it('recognises the state left when the session ended', () => {
    expect(isSessionEndedState({ from: { pathname: '/dashboard' }, sessionEnded: true })).toBe(true);
    expect(isSessionEndedState({ from: { pathname: '/dashboard' } })).toBe(false);
    expect(isSessionEndedState(null)).toBe(false);
  });

  it('puts the router state’s notice before a link’s error', () => {
    expect(loginNoticeOf({ sessionEnded: true }, 'INVALID_TOKEN')?.key).toBe('auth:notices.sessionEnded');
    expect(loginNoticeOf({ recentSignIn: true }, undefined)?.key).toBe('auth:notices.signInAgain');
    expect(loginNoticeOf(null, 'INVALID_TOKEN')?.key).toBe('auth:notices.linkExpired');
    expect(loginNoticeOf(undefined, undefined)).toBeNull();
  });
});

import type { Locale, MagicLinkRequest, PasswordResetRequest, SignInInput, SocialProvider } from '@voyage/domain';
import { ApiRequestError, api } from '../api-client.ts';
import { paths } from '../paths.ts';

/** What better-auth's password sign-in answers when a code must follow. */
export type SignInReply = { twoFactorRedirect?: boolean } | null | undefined;

/**
 * The sign-in calls both drawings of `/login` make (the app's screen and the server's page with its island,
 * docs/decisions/029-parent-screens-light.md), through the one request helper.
 */

/** better-auth's e-mail sign-in; 401 on bad credentials, 429 when rate-limited. */
export function signIn(input: SignInInput): Promise<SignInReply> {
  return api.post<SignInReply>('api/auth/sign-in/email', input);
}

/** Requests that answer alike whatever the address: only the rate limit (and no answer at all) is a failure. */
async function sentWhateverTheAddress(url: string, body: unknown): Promise<void> {
  try {
    await api.post(url, body);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status !== 429) return;
    throw error;
  }
}

/**
 * Asks for a reset link that lands on `/reset-password`. The screen answers the same way whatever the
 * server says, so the form does not reveal which addresses have accounts.
 */
export function requestPasswordReset(email: string, locale: Locale): Promise<void> {
  const body: PasswordResetRequest = { email, locale, redirectTo: paths.resetPassword.href() };
  return sentWhateverTheAddress('api/auth/request-password-reset', body);
}

/**
 * Asks for an e-mail sign-in link. The link signs the user in and opens `callbackURL` (a path of this site;
 * without one, the server picks the user's home screen); a used or expired link comes back to the sign-in
 * screen with `?error=…`.
 */
export function requestMagicLink(email: string, callbackURL: string | undefined, locale: Locale): Promise<void> {
  const body: MagicLinkRequest = { email, locale, callbackURL, errorCallbackURL: paths.login.href() };
  return sentWhateverTheAddress('api/auth/sign-in/magic-link', body);
}

type SocialSignInReply = { url?: string; redirect?: boolean };

/**
 * Starts a social sign-in: better-auth answers with the provider's authorisation address, which the
 * browser then opens. The provider sends the user back to `callbackURL`, or to sign-in with `?error=…`.
 */
export async function signInSocial(provider: SocialProvider, callbackURL: string): Promise<void> {
  const reply = await api.post<SocialSignInReply>('api/auth/sign-in/social', {
    provider,
    callbackURL,
    errorCallbackURL: paths.login.href(),
  });
  if (!reply.url) throw new Error('The server gave no address for the provider');
  window.location.assign(reply.url);
}

import type { Locale, MagicLinkRequest } from '@voyage/domain';
import { ApiRequestError, api } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * Asks for an e-mail sign-in link. The link signs the user in and opens `callbackURL` (a path of this
 * site; without one, the server picks the user's home screen); a used or expired link comes back to the
 * sign-in screen with `?error=…`. Like the reset request,
 * every answer but a network failure or the rate limit reads as sent, so addresses are not revealed.
 */
export async function requestMagicLink(email: string, callbackURL: string | undefined, locale: Locale): Promise<void> {
  const body: MagicLinkRequest = { email, locale, callbackURL, errorCallbackURL: paths.login.href() };
  try {
    await api.post('api/auth/sign-in/magic-link', body);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status !== 429) return;
    throw error;
  }
}

import { api } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import type { SocialProvider } from '@voyage/domain';

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

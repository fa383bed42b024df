import type { Locale, PasswordResetRequest } from '@voyage/domain';
import { ApiRequestError, api } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * Asks for a reset link that lands on `/reset-password`. The screen answers the same way whatever the
 * server says, so the form does not reveal which addresses have accounts; only a network failure (no
 * answer at all) and the rate limit (429, the same for every address) are reported.
 */
export async function requestPasswordReset(email: string, locale: Locale): Promise<void> {
  const body: PasswordResetRequest = { email, locale, redirectTo: paths.resetPassword.href() };
  try {
    await api.post('api/auth/request-password-reset', body);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status !== 429) return;
    throw error;
  }
}

import { ApiRequestError, api } from '../../../lib/api-client.ts';
import { paths } from '../../../app/paths.ts';

/**
 * Asks for a reset link. The screen answers the same way whatever the server says, so the form does not
 * reveal which addresses have accounts; only a network failure (no answer at all) is reported.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await api.post('api/auth/request-password-reset', { email, redirectTo: paths.login.href() });
  } catch (error) {
    if (error instanceof ApiRequestError) return;
    throw error;
  }
}

import { api } from '../../../lib/api-client.ts';

/** Sets a new password with the token of a reset link; the server ends the account's other sessions. */
export function resetPassword(newPassword: string, token: string): Promise<unknown> {
  return api.post('api/auth/reset-password', { newPassword, token });
}

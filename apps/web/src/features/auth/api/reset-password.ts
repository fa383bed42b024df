import type { ResetPasswordInput } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

/** Sets a new password with the token of a reset link; the server ends the account's other sessions. */
export function resetPassword(newPassword: string, token: string): Promise<unknown> {
  const body: ResetPasswordInput = { newPassword, token };
  return api.post('api/auth/reset-password', body);
}

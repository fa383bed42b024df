import { api } from '../../../lib/api-client.ts';

/** An expired link asks for a fresh one, sent to the same address. */
export function renewConfirmation(token: string): Promise<{ sentTo: string }> {
  return api.post<{ sentTo: string }>('api/registration/confirmation/renew', { token });
}

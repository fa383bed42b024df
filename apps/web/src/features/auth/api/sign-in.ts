import type { SignInInput } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

/** better-auth's e-mail sign-in; 401 on bad credentials, 429 when rate-limited. */
export function signIn(input: SignInInput): Promise<unknown> {
  return api.post('api/auth/sign-in/email', input);
}

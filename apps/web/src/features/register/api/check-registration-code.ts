import type { RegistrationCodeCheck, RegistrationStart } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

/**
 * Step 1, before starting: whether the typed code opens the trip's registration. A wrong code is an answer
 * (200 `{ valid: false }`), not a failed call, so the screen shows it on the field and the browser logs nothing.
 */
export function checkRegistrationCode(input: RegistrationStart): Promise<RegistrationCodeCheck> {
  return api.post<RegistrationCodeCheck>('api/registration/code-check', input);
}

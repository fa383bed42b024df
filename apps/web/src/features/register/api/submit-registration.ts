import type { RegistrationSubmitted } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

/** Sends the registration. The same key on a retry gets the first attempt's answer, never a second registration. */
export function submitRegistration(idempotencyKey: string): Promise<RegistrationSubmitted> {
  return api.post<RegistrationSubmitted>(
    'api/registration/submit',
    {},
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

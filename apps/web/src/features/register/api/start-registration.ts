import type { RegistrationDraft } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

/**
 * Step 1: the school's code opens (or resumes) a draft for the trip. After a registration was sent,
 * the same code starts a brother's or sister's, with the family's details filled in by the server.
 */
export function startRegistration(input: { tripId: number; registrationCode: string }): Promise<RegistrationDraft> {
  return api.post<RegistrationDraft>('api/registration/start', input);
}

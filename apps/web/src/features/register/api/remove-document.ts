import type { RegistrationDraft } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

export function removeDocument(): Promise<RegistrationDraft> {
  return api.delete<RegistrationDraft>('api/registration/draft/document');
}

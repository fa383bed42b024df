import type { RegistrationDraft, TravellerDetailsDraft } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

/** Autosave of step 2: what is typed so far, valid or not. */
export function saveDraft(details: TravellerDetailsDraft): Promise<RegistrationDraft> {
  return api.put<RegistrationDraft>('api/registration/draft', { details });
}

import type { RegistrationDetailsSubmit, RegistrationDraft } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

/** Step 2 done: every rule checked again by the server, which moves the draft to the document step. */
export function submitDetails(body: RegistrationDetailsSubmit): Promise<RegistrationDraft> {
  return api.post<RegistrationDraft>('api/registration/draft/details', body);
}

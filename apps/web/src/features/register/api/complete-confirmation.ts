import type { ConfirmationCompleted, TravellerDetails } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

/** The checked form; the link is used up and the answer says how to reach My Voyage. */
export function completeConfirmation(token: string, details: TravellerDetails): Promise<ConfirmationCompleted> {
  return api.post<ConfirmationCompleted>('api/registration/confirmation/complete', { token, details });
}

import { api } from '../../../lib/api-client.ts';

/** "Start again": the draft and its uploaded file are forgotten. */
export function discardDraft(): Promise<void> {
  return api.delete<void>('api/registration/draft');
}

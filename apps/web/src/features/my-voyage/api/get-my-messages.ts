import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyMessage } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';

/** The e-mails sent to the signed-in family's address, newest first (`api/my/messages`). */
export const myMessagesQuery = queryOptions({
  queryKey: myVoyageKeys.messages(),
  queryFn: () => api.get<MyMessage[]>('api/my/messages'),
});

export function useMyMessages() {
  return useQuery(myMessagesQuery);
}

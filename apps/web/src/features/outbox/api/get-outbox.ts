import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxList, OutboxMessageDetail } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { outboxKeys } from './query-keys.ts';

export const outboxQuery = queryOptions({
  queryKey: outboxKeys.list(),
  queryFn: () => api.get<OutboxList>('api/admin/outbox'),
});

export function useOutbox() {
  return useQuery(outboxQuery);
}

/** One message with its text, loaded when staff open it. */
export function useOutboxMessage(id: string | null) {
  return useQuery({
    queryKey: outboxKeys.detail(id),
    queryFn: () => api.get<OutboxMessageDetail>(`api/admin/outbox/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
  });
}

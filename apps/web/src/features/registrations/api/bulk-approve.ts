import { useMutation } from '@tanstack/react-query';
import type { BulkApproveResult } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { useRefreshRegistrations } from './refresh-registrations.ts';

/** Approves several pending registrations, each on its own: the answer says which were and why not. */
export function bulkApprove(ids: readonly string[]): Promise<BulkApproveResult> {
  return api.post<BulkApproveResult>('api/admin/travellers/approve', { ids });
}

export function useBulkApprove() {
  const refresh = useRefreshRegistrations();
  return useMutation({ mutationFn: bulkApprove, onSettled: () => refresh() });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Refund, RefundExportFormat } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { refundKeys } from '../../../lib/api/query-keys.ts';

/** The trip's refunds still owed (`GET /api/admin/refunds`), oldest cancellation first. */
export function useOwedRefunds(tripId: number) {
  return useQuery({
    queryKey: refundKeys.owed(tripId),
    queryFn: () => api.get<Refund[]>(`api/admin/refunds?trip_id=${tripId}`),
  });
}

/** A refund's IBAN entered with a reason, or the refund marked sent; the list is read again after either. */
export function useRefundChange(tripId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: string; action: 'iban' | 'refunded'; body: object }) =>
      api.post<Refund>(`api/admin/refunds/${encodeURIComponent(id)}/${action}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: refundKeys.owed(tripId) }),
  });
}

/** Where staff download the refunds owed: the bank's transfer file or a CSV. */
export function refundExportUrl(tripId: number, format: RefundExportFormat): string {
  return `/api/admin/refunds/export?${new URLSearchParams({ trip_id: String(tripId), format }).toString()}`;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffPayment } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { staffPaymentKeys } from '../../../lib/api/query-keys.ts';

export type PaymentQueueStatus = 'pending' | 'all';

/** A trip's payments: the receipts waiting (oldest first), or every payment (newest first). */
export function getPaymentQueue(tripId: number, status: PaymentQueueStatus): Promise<StaffPayment[]> {
  const search = new URLSearchParams({ trip_id: String(tripId), status });
  return api.get<StaffPayment[]>(`api/admin/payments?${search.toString()}`);
}

export function paymentQueueQuery(tripId: number, status: PaymentQueueStatus) {
  return queryOptions({
    queryKey: staffPaymentKeys.queue(tripId, status),
    queryFn: () => getPaymentQueue(tripId, status),
  });
}

/** `enabled`: the tab not shown still counts its rows once read, but is not asked for meanwhile. */
export function usePaymentQueue(tripId: number, status: PaymentQueueStatus, { enabled = true } = {}) {
  return useQuery({ ...paymentQueueQuery(tripId, status), enabled });
}

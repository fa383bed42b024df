import { staffPaymentKeys } from '../../../entities/payments/api/query-keys.ts';
import type { FixedFilters } from '../../../lib/lists/list-state.ts';

/** The queue's tabs: the receipts waiting (oldest first), or every payment (newest first). */
export type PaymentQueueTab = 'pending' | 'all';

/**
 * Where a tab reads its pages (`GET /api/admin/payments`, docs/product/payments.md#the-payments-queue): the
 * Waiting tab is the payments Processing; All is every payment, narrowed by the filters people choose.
 */
export function paymentQueueList(tripId: number, tab: PaymentQueueTab) {
  const fixed: FixedFilters = tab === 'pending' ? { status: 'pending' } : {};
  return { listKey: staffPaymentKeys.queue(tripId, tab), path: 'admin/payments', fixed } as const;
}

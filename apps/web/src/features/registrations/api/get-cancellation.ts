import { useQuery } from '@tanstack/react-query';
import type { CancellationMoney } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { registrationKeys } from './query-keys.ts';

/**
 * What cancelling the registration today would keep of the money received and owe back
 * (`GET api/admin/travellers/:id/cancellation`, docs/product/payments.md#refunds), read each time the
 * cancel dialog opens: it changes with the day.
 */
export function useStaffCancellation(travellerId: string, enabled: boolean) {
  return useQuery({
    queryKey: registrationKeys.cancellation(travellerId),
    queryFn: () => api.get<CancellationMoney>(`api/admin/travellers/${encodeURIComponent(travellerId)}/cancellation`),
    enabled,
    staleTime: 0,
  });
}

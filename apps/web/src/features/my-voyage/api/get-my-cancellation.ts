import { useQuery } from '@tanstack/react-query';
import type { CancellationMoney } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';

/**
 * What withdrawing today would keep of the money paid and refund (`…/cancellation`,
 * docs/product/payments.md#refunds), read each time the dialog opens: it changes with the day.
 */
export function useMyCancellation(travellerId: string, enabled: boolean) {
  return useQuery({
    queryKey: myVoyageKeys.cancellation(travellerId),
    queryFn: () => api.get<CancellationMoney>(`api/my/travellers/${encodeURIComponent(travellerId)}/cancellation`),
    enabled,
    staleTime: 0,
  });
}

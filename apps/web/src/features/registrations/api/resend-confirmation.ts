import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Mails the family a fresh link to confirm their e-mail (`api/admin/travellers/:id/confirmation-link`). */
export function useResendConfirmation(travellerId: string) {
  return useMutation({
    mutationFn: () =>
      api.post<{ sentTo: string }>(`api/admin/travellers/${encodeURIComponent(travellerId)}/confirmation-link`, {}),
  });
}

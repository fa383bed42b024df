import { useMutation } from '@tanstack/react-query';
import type { ConsentDeadlineBody, FamilyReason, RegistrationStatus } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { useRefreshRegistrations } from './refresh-registrations.ts';

/**
 * One staff decision on one registration (`POST api/admin/travellers/:id/<action>`). Each names the
 * status on screen (`expectedStatus`), so a registration someone else changed meanwhile is refused (409).
 */
export type ReviewCall =
  | { action: 'approve' | 'restore'; expectedStatus: RegistrationStatus }
  | { action: 'reject'; expectedStatus: RegistrationStatus; reason: FamilyReason }
  | { action: 'delete' | 'cancel'; expectedStatus: RegistrationStatus; reason: string }
  | ({ action: 'consent-deadline' } & ConsentDeadlineBody);

export type ReviewAction = ReviewCall['action'];

export function reviewRegistration(travellerId: string, { action, ...body }: ReviewCall): Promise<unknown> {
  return api.post(`api/admin/travellers/${encodeURIComponent(travellerId)}/${action}`, body);
}

/** Settles once the screens hold the new state, success or refusal (a refusal may mean it changed). */
export function useReviewRegistration(travellerId: string) {
  const refresh = useRefreshRegistrations();
  return useMutation({
    mutationFn: (call: ReviewCall) => reviewRegistration(travellerId, call),
    onSettled: () => refresh(),
  });
}

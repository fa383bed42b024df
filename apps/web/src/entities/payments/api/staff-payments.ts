import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyReason, PaymentMethod, StaffPayment } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys, studentKeys } from '../../../lib/api/query-keys.ts';
import { staffPaymentKeys } from './query-keys.ts';

/**
 * The staff's payment calls (docs/product/payments.md), shared by the payments queue and the registration
 * detail: one registration's payments, and the four things staff do with money.
 */

const segment = encodeURIComponent;

/** Where staff open a receipt; the API answers with the file (an `<img src>` of it works for images). */
export function receiptUrl(paymentId: string): string {
  return `/api/admin/payments/${segment(paymentId)}/receipt`;
}

/** One traveller's payments, every status, oldest first. */
export function getRegistrationPayments(travellerId: string): Promise<StaffPayment[]> {
  return api.get<StaffPayment[]>(`api/admin/travellers/${segment(travellerId)}/payments`);
}

export function registrationPaymentsQuery(travellerId: string) {
  return queryOptions({
    queryKey: staffPaymentKeys.registration(travellerId),
    queryFn: () => getRegistrationPayments(travellerId),
  });
}

/** `enabled`: false for a deleted registration, whose payments the API does not list. */
export function useRegistrationPayments(travellerId: string, { enabled = true } = {}) {
  return useQuery({ ...registrationPaymentsQuery(travellerId), enabled });
}

/** What staff do with a payment: the call's body, in cents and calendar days. */
export type PaymentCall =
  | { action: 'confirm'; paymentId: string; receivedOn: string }
  | { action: 'reject'; paymentId: string; reason: FamilyReason }
  | { action: 'correct'; paymentId: string; amountCents: number; receivedOn: string; reason: string }
  | {
      action: 'record';
      travellerId: string;
      amountCents: number;
      receivedOn: string;
      method: PaymentMethod;
      note?: string;
    };

export type PaymentAction = PaymentCall['action'];

export function runPaymentCall(call: PaymentCall): Promise<StaffPayment> {
  switch (call.action) {
    case 'confirm':
      return api.post<StaffPayment>(`api/admin/payments/${segment(call.paymentId)}/confirm`, {
        receivedOn: call.receivedOn,
      });
    case 'reject':
      return api.post<StaffPayment>(`api/admin/payments/${segment(call.paymentId)}/reject`, { reason: call.reason });
    case 'correct': {
      const { amountCents, receivedOn, reason } = call;
      return api.patch<StaffPayment>(`api/admin/payments/${segment(call.paymentId)}`, {
        amountCents,
        receivedOn,
        reason,
      });
    }
    case 'record': {
      const { amountCents, receivedOn, method, note } = call;
      return api.post<StaffPayment>(`api/admin/travellers/${segment(call.travellerId)}/payments`, {
        amountCents,
        receivedOn,
        method,
        ...(note ? { note } : {}),
      });
    }
  }
}

/**
 * Runs one payment call, then reads again what shows money: the payments lists, the students' paid amounts
 * and the dashboard. `onSettled` adds what the calling screen shows besides (a registration, its timeline).
 * The promise settles once they have, success or refusal (a 409 means someone else changed it).
 */
export function usePaymentCall({ onSettled }: { onSettled?: () => Promise<unknown> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runPaymentCall,
    onSettled: () =>
      Promise.all([
        ...[staffPaymentKeys.all, studentKeys.all, dashboardKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
        onSettled?.(),
      ]),
  });
}

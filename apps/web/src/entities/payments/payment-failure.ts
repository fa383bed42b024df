import { z } from 'zod';
import { PAYMENT_STATUSES, paymentAmountErrorDetailsSchema, type Cents, type PaymentStatus } from '@voyage/domain';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import type { AnyNamespaceT } from '../../lib/i18n-resources.ts';

const conflictSchema = z.object({ currentStatus: z.enum(PAYMENT_STATUSES) });

/**
 * Someone else dealt with the payment first (409 `CONFLICT`): the status they left it in, or null when the
 * answer does not say. Undefined for any other answer.
 */
export function paymentConflictStatus(error: unknown): PaymentStatus | null | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 409 || error.body.code !== 'CONFLICT') return undefined;
  const refusal = conflictSchema.safeParse(error.body);
  return refusal.success ? refusal.data.currentStatus : null;
}

/** The sentence that says someone else acted first, naming the payment's status now when known. */
export function paymentConflictText(t: AnyNamespaceT, status: PaymentStatus | null): string {
  return status
    ? t('payments:failure.conflict', { status: t(`components:paymentStatus.${status}`) })
    : t('payments:failure.conflictUnknown');
}

function codeOf(error: ApiRequestError): string {
  return error.body.code;
}

/**
 * A refused amount (422 `PAYMENT_AMOUNT`) in words for the amount field: more than the balance names the
 * balance (for a correction, the most this payment may become). Null for any other answer.
 */
export function amountRefusalText(
  t: AnyNamespaceT,
  error: unknown,
  euro: (cents: Cents) => string,
  { correction = false } = {},
): string | null {
  if (!(error instanceof ApiRequestError) || error.status !== 422 || codeOf(error) !== 'PAYMENT_AMOUNT') return null;
  const details = paymentAmountErrorDetailsSchema.safeParse((error.body as { details?: unknown }).details);
  if (!details.success) return t('payments:failure.notAccepted');
  const { reason, accepted } = details.data;
  const balance = accepted.length > 0 ? Math.max(...accepted) : undefined;
  if (reason === 'over-balance' && balance !== undefined) {
    return correction
      ? t('payments:failure.overBalanceCorrection', { amount: euro(balance) })
      : t('payments:failure.overBalance', { amount: euro(balance) });
  }
  if (reason === 'nothing-to-pay') return t('payments:failure.nothingToPay');
  return t('payments:failure.notAccepted');
}

/** Any other refusal in one sentence, shown above the dialog's buttons. */
export function paymentFailureText(t: AnyNamespaceT, error: unknown): string {
  const conflict = paymentConflictStatus(error);
  if (conflict !== undefined) return paymentConflictText(t, conflict);
  if (error instanceof ApiRequestError && codeOf(error) === 'PAYMENTS_CLOSED') return t('payments:failure.closed');
  return apiErrorMessage(t, error);
}

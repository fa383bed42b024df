import type { TFunction } from 'i18next';
import { CANCELLATION_REASONS } from '@voyage/domain';

const PRODUCT_REASONS: readonly string[] = Object.values(CANCELLATION_REASONS);

/** A status reason as staff read it: the product's own reasons in words, anyone's words as written. */
export function statusReasonText(t: TFunction<'admin'>, reason: string): string {
  if (PRODUCT_REASONS.includes(reason)) {
    return t(`statusReason.${reason as (typeof CANCELLATION_REASONS)[keyof typeof CANCELLATION_REASONS]}`);
  }
  return reason;
}

/** Ready reasons for refusing a receipt (`payments:reasons.<key>`, in both languages); staff may write their own. */
export const PAYMENT_REJECTION_REASONS = ['unreadable', 'amountMismatch', 'notArrived', 'referenceMissing'] as const;
export type PaymentRejectionReason = (typeof PAYMENT_REJECTION_REASONS)[number];

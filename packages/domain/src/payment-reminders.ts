import { addDays } from './consent-deadline.ts';
import type { InstalmentStanding } from './payment-plan.ts';

/** The reminders an instalment can call for (docs/product/payments.md#reminders). */
export const PAYMENT_REMINDER_KINDS = ['upcoming', 'overdue'] as const;
export type PaymentReminderKind = (typeof PAYMENT_REMINDER_KINDS)[number];

/** The days before a due date from which the `upcoming` reminder may go. docs/product/payments.md#reminders */
export const UPCOMING_REMINDER_DAYS = 7;

/**
 * The reminder an instalment (with the traveller's effective due date, `travellerPlan`) calls for on
 * `today`, if any: `upcoming` from 7 days before its due date to the due date itself, `overdue` after
 * it; none once nothing is left to pay on it, and none on or before `approvedOn`, the day of the
 * approval, whose e-mail already gives what to pay and by when.
 */
export function dueReminderKind(
  instalment: Pick<InstalmentStanding, 'remainingCents' | 'dueDate'>,
  today: string,
  approvedOn: string | null,
): PaymentReminderKind | null {
  if (instalment.remainingCents <= 0) return null;
  if (approvedOn !== null && today <= approvedOn) return null;
  if (today > instalment.dueDate) return 'overdue';
  return today >= addDays(instalment.dueDate, -UPCOMING_REMINDER_DAYS) ? 'upcoming' : null;
}

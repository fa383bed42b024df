import type { TFunction } from 'i18next';
import { daysBetween, tripDate } from '@voyage/domain';

/** Whole days from today (in Cyprus) to the consent deadline, the last day included: negative once past. */
export function consentDaysLeft(deadline: string, now: Date = new Date()): number {
  return daysBetween(tripDate(now), deadline);
}

/** The days left in words: "5 days left", "today is the last day", "2 days overdue". */
export function consentCountdown(t: TFunction<'admin'>, daysLeft: number): string {
  if (daysLeft > 0) return t('consent.daysLeft', { count: daysLeft });
  if (daysLeft === 0) return t('consent.dueToday');
  return t('consent.overdue', { count: -daysLeft });
}

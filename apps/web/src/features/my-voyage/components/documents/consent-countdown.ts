import { daysBetween, tripDate } from '@voyage/domain';

/** How the consent deadline stands today, counted in whole days in Cyprus (docs/product/my-voyage.md#consent-deadline). */
export type ConsentCountdown = { kind: 'left'; days: number } | { kind: 'today' } | { kind: 'overdue'; days: number };

/** `deadline` is the last day (`YYYY-MM-DD`, inclusive); `now` the moment the page is looked at. */
export function consentCountdown(deadline: string, now: Date): ConsentCountdown {
  const days = daysBetween(tripDate(now), deadline);
  if (days > 0) return { kind: 'left', days };
  if (days === 0) return { kind: 'today' };
  return { kind: 'overdue', days: -days };
}

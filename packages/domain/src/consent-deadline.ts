/**
 * The consent deadline's calendar (docs/product/review.md#consent-deadline): the deadline is a whole day
 * in Cyprus, the last day a consent document may arrive. Reminders go out 7 and 2 days before it; once
 * the day has passed without a consent document, the registration is cancelled.
 */
export const TRIP_TIME_ZONE = 'Europe/Nicosia';

/** The reminders, by the days left before the deadline when each is due; each is sent once. */
export const CONSENT_REMINDERS = [7, 2] as const;
export type ConsentReminder = (typeof CONSENT_REMINDERS)[number];

const DAY_MS = 86_400_000;

const tripCalendar = new Intl.DateTimeFormat('en-GB', {
  timeZone: TRIP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (`YYYY-MM-DD`) an instant falls on in Cyprus. */
export function tripDate(instant: Date): string {
  const parts = Object.fromEntries(tripCalendar.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `date` (`YYYY-MM-DD`) moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`): negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The deadlines for which a step is due today, as inclusive bounds (`YYYY-MM-DD`; null: no bound).
 * A reminder whose day was missed (the product was stopped) still goes out while its window lasts: the
 * 7-day one until the 2-day one is due, the 2-day one until the deadline.
 */
export function consentStepWindow(
  step: ConsentReminder | 'cancel',
  today: string,
): { earliest: string | null; latest: string } {
  if (step === 'cancel') return { earliest: null, latest: addDays(today, -1) };
  if (step === 2) return { earliest: today, latest: addDays(today, 2) };
  return { earliest: addDays(today, 3), latest: addDays(today, 7) };
}

export type ConsentStep = { kind: 'reminder'; reminder: ConsentReminder; daysLeft: number } | { kind: 'cancel' };

/**
 * What the deadline asks for today of an approved registration whose consent document has not arrived
 * (none pending review or approved): a reminder not sent yet, the cancellation, or nothing.
 */
export function dueConsentStep({
  deadline,
  today,
  sentReminders,
}: {
  deadline: string;
  today: string;
  sentReminders: readonly ConsentReminder[];
}): ConsentStep | null {
  const daysLeft = daysBetween(today, deadline);
  if (daysLeft < 0) return { kind: 'cancel' };
  if (sentReminders.includes(2)) return null;
  if (daysLeft <= 2) return { kind: 'reminder', reminder: 2, daysLeft };
  if (daysLeft <= 7 && !sentReminders.includes(7)) return { kind: 'reminder', reminder: 7, daysLeft };
  return null;
}

import { TRIP_TIME_ZONE, tripDate } from '../consent-deadline.ts';
import type { Checklist, ChecklistItem } from './checklist.ts';

/**
 * The weekly digest (docs/product/readiness.md#weekly-digest): one e-mail a week to each family with what is
 * still to do for each child, sent on Mondays from 09:00 Cyprus time.
 */
export const DIGEST_WEEKDAY = 1;
export const DIGEST_HOUR = 9;

/** The states of an item the family has to act on: not those waiting for the office, nor those not open yet. */
const OPEN_STATES: ReadonlySet<ChecklistItem['state']> = new Set(['todo', 'overdue']);

export type DigestChild<Child> = { child: Child; checklist: Checklist };
export type DigestEntry<Child> = { child: Child; items: ChecklistItem[] };

/**
 * What goes in one family's digest: each child with at least one item to do or overdue, with those items in the
 * checklist's order; children with nothing to do are left out. An empty list means no e-mail.
 */
export function familyDigest<Child>(children: readonly DigestChild<Child>[]): DigestEntry<Child>[] {
  return children.flatMap(({ child, checklist }) => {
    const items = checklist.items.filter((item) => OPEN_STATES.has(item.state));
    return items.length > 0 ? [{ child, items }] : [];
  });
}

const hourOf = new Intl.DateTimeFormat('en-GB', { timeZone: TRIP_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

/** The ISO day of the week (1 Monday … 7 Sunday) of a `YYYY-MM-DD` date. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The ISO week (`2027-W05`) a Cyprus day falls in: weeks start on Monday, week 1 holds the year's first Thursday. */
export function digestWeek(instant: Date): string {
  const date = tripDate(instant);
  const thursday = new Date(`${date}T00:00:00Z`);
  thursday.setUTCDate(thursday.getUTCDate() + 4 - isoWeekday(date));
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Whether the digest goes at `instant`: on the digest's weekday in Cyprus, from its hour until that day ends. */
export function isDigestTime(instant: Date): boolean {
  if (isoWeekday(tripDate(instant)) !== DIGEST_WEEKDAY) return false;
  return Number(hourOf.format(instant)) >= DIGEST_HOUR;
}

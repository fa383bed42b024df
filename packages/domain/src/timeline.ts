import type { StaffTimelineEntry, TimelineEntry, TimelineEvent } from './review-api.ts';

/**
 * Staff's own steps a family never sees in its timeline (docs/product/review.md#timeline): a deletion
 * (the family's registration is simply gone), its restoring, and a deadline extension (the family sees
 * the new deadline itself).
 */
export const STAFF_ONLY_TIMELINE_EVENTS: readonly TimelineEvent[] = [
  'deleted',
  'restored',
  'consent-deadline-extended',
  'payment-corrected',
];

/** The events whose reason the family is told: why it was rejected, why it was cancelled. */
export const FAMILY_REASON_TIMELINE_EVENTS: readonly TimelineEvent[] = [
  'rejected',
  'cancelled',
  'payment-rejected',
  'document-rejected',
  'change-refused',
];

/** A traveller's timeline as the family sees it: no staff names, no staff-only steps, no internal reasons. */
export function familyTimeline(entries: readonly StaffTimelineEntry[]): TimelineEntry[] {
  return entries
    .filter((entry) => !STAFF_ONLY_TIMELINE_EVENTS.includes(entry.event))
    .map((entry) => ({
      event: entry.event,
      at: entry.at,
      reason: FAMILY_REASON_TIMELINE_EVENTS.includes(entry.event) ? entry.reason : null,
      ...(entry.fields ? { fields: entry.fields } : {}),
    }));
}

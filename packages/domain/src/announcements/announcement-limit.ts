/**
 * The hourly limit (docs/product/announcements.md#limit): at most ANNOUNCEMENTS_PER_HOUR announcements of a trip
 * go out within any hour. A new one is refused when that many others of the trip, sent or scheduled and not
 * cancelled, go out less than an hour before or after its own time (now, or its set time).
 */
export const ANNOUNCEMENTS_PER_HOUR = 5;
export const ANNOUNCEMENT_WINDOW_MS = 3_600_000;

/** Whether one more announcement going out at `at` would be over the limit, given the others' times. */
export function announcementLimitReached(others: readonly Date[], at: Date): boolean {
  const near = others.filter((time) => Math.abs(time.getTime() - at.getTime()) < ANNOUNCEMENT_WINDOW_MS);
  return near.length >= ANNOUNCEMENTS_PER_HOUR;
}

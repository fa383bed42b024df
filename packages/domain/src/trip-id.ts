/** The largest trip id: the database's integer range. */
export const MAX_TRIP_ID = 2_147_483_647;
const TRIP_ID_DIGITS = /^[1-9][0-9]{0,9}$/;

/**
 * A trip id from a path or a query string, the same rule as `tripIdSchema` without zod (the web app's
 * first chunk reads the address with it and carries no schema): its digits, no sign, space or leading
 * zero, up to the database integer range; anything else is `undefined`.
 */
export function parseTripId(value: unknown): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && TRIP_ID_DIGITS.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 && number <= MAX_TRIP_ID ? number : undefined;
}

/** Whether registration is open at `now`: from its opening instant, until (not at) its closing one. */
export function isRegistrationOpen(
  trip: { registrationOpensAt: string; registrationClosesAt: string },
  now: Date,
): boolean {
  return now >= new Date(trip.registrationOpensAt) && now < new Date(trip.registrationClosesAt);
}

import type { Executor } from '../../db/executor.ts';
import { HttpError } from '../../lib/http-error.ts';
import { existingDepartureIds } from '../queries/staff-roles.ts';

/** An escort's departures must all exist: 400 `UNKNOWN_DEPARTURE` otherwise (docs/product/staff-roles.md). */
export async function requireDepartures(tx: Executor, departureIds: number[]): Promise<void> {
  const found = new Set(await existingDepartureIds(tx, departureIds));
  if (departureIds.some((id) => !found.has(id))) {
    throw new HttpError(400, 'UNKNOWN_DEPARTURE', 'One of the departures chosen does not exist');
  }
}

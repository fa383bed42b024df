import type { Executor } from '../db/executor.ts';
import { validationFailed } from '../lib/field-errors.ts';
import { schoolIdsOfTrip } from './queries/schools.ts';

/** Every school a departure takes is of the departure's trip: otherwise the field is refused. */
export async function requireSchoolsOfTrip(tx: Executor, tripId: number, schoolIds: number[]): Promise<void> {
  const known = new Set(await schoolIdsOfTrip(tx, tripId, schoolIds));
  const unknown = schoolIds.flatMap((id, index) => (known.has(id) ? [] : [index]));
  if (unknown.length > 0) {
    throw validationFailed(unknown.map((index) => ({ path: ['schoolIds', index], message: 'validation.invalid' })));
  }
}

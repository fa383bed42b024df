import { randomInt } from 'node:crypto';
import { formatRegistrationCode } from '@voyage/domain';
import type { Executor } from '../db/executor.ts';
import { validationFailed } from '../lib/field-errors.ts';
import { HttpError } from '../lib/http-error.ts';
import { isDepartureOfTrip, isRegistrationCodeFree } from './queries/schools.ts';

/** A new registration code no other school of the trip has, from a CSPRNG. */
export async function freshRegistrationCode(tx: Executor, tripId: number): Promise<string> {
  for (;;) {
    const code = formatRegistrationCode((bound) => randomInt(bound));
    if (await isRegistrationCodeFree(tx, tripId, code)) return code;
  }
}

/** A school goes only on a departure of its own trip: otherwise the field is refused. */
export async function requireDepartureOfTrip(tx: Executor, tripId: number, departureId: number | null) {
  if (departureId !== null && !(await isDepartureOfTrip(tx, tripId, departureId))) {
    throw validationFailed([{ path: ['departureId'], message: 'validation.invalid' }]);
  }
}

/** 409 when the row changed since the form read it. */
export function requireUnchanged(what: string, updatedAt: Date, expectedUpdatedAt: string | undefined) {
  if (expectedUpdatedAt !== undefined && new Date(expectedUpdatedAt).getTime() !== updatedAt.getTime()) {
    throw new HttpError(409, 'CONFLICT', `The ${what} was changed meanwhile; reload it and try again`);
  }
}

import type { Rooming } from '@voyage/domain';
import type { Database } from '../db/database.ts';
import type { Transaction } from '../db/executor.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { findRoomingDeparture, touchRooming, type RoomingDeparture } from './queries/rooming.ts';
import { roomingAnswer, roomingPeople } from './services/read-rooming.ts';

export type RoomingChangeOptions = {
  db: Database;
  departureId: number;
  /** The rooming's `updatedAt` as the screen read it (null before the first change). */
  expectedUpdatedAt: string | null;
  now: Date;
  /** A lock or unlock runs whatever the lock; every other change is refused on a locked rooming. */
  whileLocked?: boolean;
};

export const roomingLocked = () =>
  new HttpError(409, 'ROOMING_LOCKED', "This departure's rooms are locked; unlock them to change them");

/**
 * What every rooming change shares (docs/product/rooming.md#changes): one transaction under the departure's
 * row lock; a locked rooming is 409 `ROOMING_LOCKED`, one changed since `expectedUpdatedAt` 409 `CONFLICT`.
 * `change` writes and audits; then the rooming is marked changed and read back.
 */
export async function changeRooming(
  { db, departureId, expectedUpdatedAt, now, whileLocked = false }: RoomingChangeOptions,
  change: (tx: Transaction, departure: RoomingDeparture) => Promise<void>,
): Promise<Rooming> {
  return db.transaction(async (tx) => {
    const departure = await findRoomingDeparture(tx, departureId, { forUpdate: true });
    if (!departure) throw notFound('Departure');
    if (departure.roomingLockedAt && !whileLocked) throw roomingLocked();
    const current = departure.roomingUpdatedAt?.getTime() ?? null;
    const expected = expectedUpdatedAt === null ? null : new Date(expectedUpdatedAt).getTime();
    if (current !== expected) {
      throw new HttpError(409, 'CONFLICT', 'The rooming was changed meanwhile; reload it and try again');
    }
    await change(tx, departure);
    await touchRooming(tx, departureId, now);
    const changed = (await findRoomingDeparture(tx, departureId))!;
    const { people, plan } = await roomingPeople(tx, departureId);
    return roomingAnswer(changed, people, plan);
  });
}

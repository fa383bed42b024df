import type { Rooming } from '@voyage/domain';
import type { RequestOrigin } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { setRoomingLock } from '../queries/rooming.ts';
import { changeRooming, type RoomingChangeOptions } from '../rooming-change.ts';

type LockOptions = Omit<RoomingChangeOptions, 'whileLocked'> & RequestOrigin & { actorUserId: string; locked: boolean };

/**
 * `POST /api/admin/departures/:id/rooming/lock` and `/unlock` (docs/product/rooming.md#lock): a locked
 * rooming is the one sent to the hotel, and no change reaches it until it is unlocked. Locking a locked
 * rooming (or unlocking an open one) is 409 `CONFLICT`. Audited.
 */
export async function lockRooming({ locked, actorUserId, ip, requestId, ...options }: LockOptions): Promise<Rooming> {
  return changeRooming({ ...options, whileLocked: true }, async (tx, departure) => {
    if (Boolean(departure.roomingLockedAt) === locked) {
      throw new HttpError(409, 'CONFLICT', locked ? 'The rooms are already locked' : 'The rooms are not locked');
    }
    await setRoomingLock(tx, departure.id, locked ? { at: options.now, by: actorUserId } : null);
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: locked ? 'rooming.locked' : 'rooming.unlocked',
      entityType: 'departure',
      entityId: String(departure.id),
      tripId: departure.tripId,
    });
  });
}

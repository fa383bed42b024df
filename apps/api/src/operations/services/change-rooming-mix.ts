import type { Rooming, RoomingMix } from '@voyage/domain';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { setTripRoomingMix } from '../queries/rooming.ts';
import { changeRooming, type RoomingChangeOptions } from '../rooming-change.ts';

type MixOptions = Omit<RoomingChangeOptions, 'whileLocked'> & RequestOrigin & { actorUserId: string; mix: RoomingMix };

/**
 * `POST /api/admin/departures/:id/rooming/mix` (docs/product/rooming.md#auto-fill): sets how the trip's
 * auto-fill packs each gender, by school or across schools, for every departure of the trip. A rooming
 * change like the others (refused while locked or stale); one audit row on the trip, none when unchanged.
 */
export async function changeRoomingMix({ actorUserId, ip, requestId, mix, ...options }: MixOptions): Promise<Rooming> {
  return changeRooming(options, async (tx, departure) => {
    if (departure.roomingMix === mix) return;
    await setTripRoomingMix(tx, departure.tripId, mix);
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'rooming.mix-changed',
      entityType: 'trip',
      entityId: String(departure.tripId),
      tripId: departure.tripId,
      details: { from: departure.roomingMix, to: mix, departureId: departure.id },
    });
  });
}

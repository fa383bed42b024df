import { autoFillRooms, type Rooming } from '@voyage/domain';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { placeInRooms } from '../queries/rooming.ts';
import { roomingPeople } from './read-rooming.ts';
import { changeRooming, type RoomingChangeOptions } from '../rooming-change.ts';

type AutoFillOptions = Omit<RoomingChangeOptions, 'whileLocked'> & RequestOrigin & { actorUserId: string };

/**
 * `POST /api/admin/departures/:id/rooming/auto-fill` (docs/product/rooming.md#auto-fill): places every
 * unplaced traveller with the domain's auto-fill, by school or across schools as the trip is set, leaving the rooms already made as they are. One audit
 * row with the number placed and the rooms opened; nothing to place writes nothing but the audit row.
 */
export async function autoFillRooming({ actorUserId, ip, requestId, ...options }: AutoFillOptions): Promise<Rooming> {
  return changeRooming(options, async (tx, departure) => {
    const { people, plan } = await roomingPeople(tx, departure.id);
    const added = autoFillRooms(people, plan, departure.roomingMix);
    await placeInRooms(
      tx,
      departure.id,
      [...added].map(([travellerId, room]) => ({ travellerId, room })),
    );
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'rooming.auto-filled',
      entityType: 'departure',
      entityId: String(departure.id),
      tripId: departure.tripId,
      details: { placed: added.size, rooms: new Set(added.values()).size, mix: departure.roomingMix },
    });
  });
}

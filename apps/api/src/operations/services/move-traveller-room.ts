import type { Rooming, RoomingMoveBody } from '@voyage/domain';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { placeInRooms, removeFromRooms } from '../queries/rooming.ts';
import { roomingPeople } from './read-rooming.ts';
import { changeRooming, type RoomingChangeOptions } from '../rooming-change.ts';

type MoveOptions = Omit<RoomingChangeOptions, 'whileLocked' | 'expectedUpdatedAt'> &
  RequestOrigin &
  RoomingMoveBody & { actorUserId: string };

/**
 * `POST /api/admin/departures/:id/rooming/move` (docs/product/rooming.md#changes): puts one traveller of the
 * departure in a room (`new`: the number after the highest), or takes them out (null). A room may go over
 * three: the rooming then warns. A traveller who is not the departure's is 404. Audited with the rooms.
 */
export async function moveTravellerRoom({
  travellerId,
  toRoom,
  actorUserId,
  ip,
  requestId,
  ...options
}: MoveOptions): Promise<Rooming> {
  return changeRooming(options, async (tx, departure) => {
    const { people, plan } = await roomingPeople(tx, departure.id);
    if (!people.some((person) => person.id === travellerId)) throw notFound('Traveller');
    const from = plan.get(travellerId) ?? null;
    const to = toRoom === 'new' ? Math.max(0, ...plan.values()) + 1 : toRoom;
    if (to === null) await removeFromRooms(tx, [travellerId]);
    else await placeInRooms(tx, departure.id, [{ travellerId, room: to }]);
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'rooming.moved',
      entityType: 'departure',
      entityId: String(departure.id),
      tripId: departure.tripId,
      details: { travellerId, from, to },
    });
  });
}

import { waitingEntryOf, waitingPosition, type MyWaitingEntry } from '@voyage/domain';
import type { Executor } from '../../db/executor.ts';
import { myWaitingEntries, readOfferSettings, readWaitingList } from '../queries/waiting-list.ts';

/**
 * `GET /api/my/waiting-list`: each of the family's registrations on a waiting list, with the position the
 * family sees (1 for the next to be offered) or its offer's deadline (docs/product/places.md#waiting-list).
 */
export async function myWaitingList(tx: Executor, guardianUserId: string): Promise<MyWaitingEntry[]> {
  const mine = await myWaitingEntries(tx, guardianUserId);
  const answer: MyWaitingEntry[] = [];
  for (const tripId of new Set(mine.map((entry) => entry.tripId))) {
    const settings = await readOfferSettings(tx, tripId);
    const list = (await readWaitingList(tx, tripId)).map(waitingEntryOf);
    const order = { offerDays: settings.waitingListOfferDays, keepSiblingsTogether: settings.keepSiblingsTogether };
    for (const entry of mine.filter((row) => row.tripId === tripId)) {
      answer.push({
        travellerId: entry.travellerId,
        state: entry.state,
        position: entry.state === 'waiting' ? waitingPosition(list, entry.travellerId, order) : null,
        expiresAt: entry.state === 'offered' ? (entry.expiresAt?.toISOString() ?? null) : null,
      });
    }
  }
  return answer;
}

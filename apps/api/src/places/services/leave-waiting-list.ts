import type { RegistrationAction } from '@voyage/domain';
import type { Executor } from '../../db/executor.ts';
import { moveWaitingEntry } from '../queries/waiting-list.ts';
import { offerFreedPlaces } from './offer-freed-places.ts';

/** The moves after which a registration holds no place nor a turn on the list. */
const LEAVING: readonly RegistrationAction[] = ['reject', 'cancel', 'withdraw', 'delete'];

/**
 * After a status change, in its transaction (the registration locked, then the trip's places): an approved
 * registration that was on the list has its place; one rejected, cancelled, withdrawn or deleted leaves the
 * list, and the place it held or gave back is offered to the next family at once when `publicUrl` is given
 * (otherwise the offer job does it within a minute). docs/product/places.md#waiting-list
 */
export async function leaveWaitingList(
  tx: Executor,
  change: { traveller: { id: string; tripId: number }; action: RegistrationAction; now: Date; publicUrl?: string },
): Promise<void> {
  const { traveller, action, now, publicUrl } = change;
  if (action === 'approve') {
    await moveWaitingEntry(tx, traveller.id, ['waiting', 'offered'], { state: 'accepted', answeredAt: now });
    return;
  }
  if (!LEAVING.includes(action)) return;
  await moveWaitingEntry(tx, traveller.id, ['waiting', 'offered'], { state: 'withdrawn', answeredAt: now });
  if (publicUrl !== undefined) await offerFreedPlaces(tx, { tripId: traveller.tripId, now, publicUrl });
}

import { placesOf, waitingEntryOf, waitingPosition, type LocalizedText, type Locale } from '@voyage/domain';
import type { Executor } from '../../db/executor.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { departureOfTraveller, lockTripPlaces, readPlaces } from '../queries/places.ts';
import { countWaitingList, insertWaitingEntry, readOfferSettings, readWaitingList } from '../queries/waiting-list.ts';
import { freePlacesForList } from './offer-freed-places.ts';
import { drawPendingUntil } from '../draw-pending.ts';

/**
 * Whether someone registering now finds no place (docs/product/places.md#waiting-list): the departure or
 * the trip is full of approved travellers, or its free places are held by open or accepted offers, or
 * families already wait (a newcomer never goes before them). Counted under the trip's places lock when the
 * caller holds it.
 */
export async function isFullForNewcomers(tx: Executor, tripId: number, departureId: number | null): Promise<boolean> {
  const places = placesOf(await readPlaces(tx, tripId));
  if (!places.canApprove(departureId).ok) return true;
  const { waiting, offered } = await countWaitingList(tx, tripId);
  return waiting > 0 || (await freePlacesForList(tx, tripId)) - offered <= 0;
}

type Joining = {
  traveller: {
    id: string;
    tripId: number;
    firstName: string;
    lastName: string;
    guardianEmail: string;
    language: Locale;
  };
  tripTitle: LocalizedText;
  publicUrl: string;
  now: Date;
  /** Staff who put a refused approval on the list, and from where; none when the registration itself joins. */
  actor?: RequestOrigin & { userId: string };
};

/**
 * A registration just sent, inside its transaction (not while the trip's places wait for its fair draw,
 * docs/product/places.md#fair-allocation): when the trip is full for it, it joins the end of the
 * list (its position never renumbered), with an audit row and the e-mail in the family's language giving
 * the position the family sees. Returns that position, or null when a place was free.
 */
export async function joinWaitingListIfFull(tx: Executor, joining: Joining): Promise<number | null> {
  const { traveller, now } = joining;
  await lockTripPlaces(tx, traveller.tripId);
  // Until the fair draw, a registration takes no place and no position: the draw gives them.
  if (await drawPendingUntil(tx, traveller.tripId, now)) return null;
  const departureId = await departureOfTraveller(tx, traveller.id);
  if (!(await isFullForNewcomers(tx, traveller.tripId, departureId))) return null;
  const siblingGroup = traveller.guardianEmail.toLowerCase();
  const queued = await insertWaitingEntry(tx, {
    travellerId: traveller.id,
    tripId: traveller.tripId,
    siblingGroup,
    joinedAt: now,
  });
  const settings = await readOfferSettings(tx, traveller.tripId);
  const list = (await readWaitingList(tx, traveller.tripId)).map(waitingEntryOf);
  const position =
    waitingPosition(list, traveller.id, {
      offerDays: settings.waitingListOfferDays,
      keepSiblingsTogether: settings.keepSiblingsTogether,
    }) ?? queued;
  await audit(tx, {
    ip: joining.actor?.ip ?? null,
    requestId: joining.actor?.requestId ?? null,
    actorUserId: joining.actor?.userId ?? null,
    action: 'waiting-list.joined',
    entityType: 'traveller',
    entityId: traveller.id,
    tripId: traveller.tripId,
    details: { position: queued },
  });
  await enqueueEmail(tx, {
    template: 'waiting-list-joined',
    to: traveller.guardianEmail,
    travellerId: traveller.id,
    locale: traveller.language,
    data: {
      url: new URL('/my-voyage', joining.publicUrl).toString(),
      travellerName: `${traveller.firstName} ${traveller.lastName}`,
      tripTitle: joining.tripTitle[traveller.language],
      position: String(position),
    },
  });
  return position;
}

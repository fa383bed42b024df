import { addTripDays } from './trip-clock.ts';

/**
 * The waiting list's offer chain (docs/product/places.md#waiting-list), as pure steps on a list: who is
 * offered a freed place, when an offer lapses and the place passes on, a family's answer, and an offer
 * staff make out of turn with a reason. The API keeps the list and its places; these rules decide.
 */

export type WaitingEntryState =
  | { kind: 'waiting' }
  | { kind: 'offered'; offeredAt: Date; expiresAt: Date; outOfTurnReason?: string }
  | { kind: 'accepted'; at: Date }
  | { kind: 'declined'; at: Date }
  | { kind: 'expired'; at: Date }
  | { kind: 'withdrawn'; at: Date };

export type WaitingEntry = {
  registrationId: string;
  /** The guardian's children on the list share it (siblings); null for a traveller alone. */
  siblingGroupId: string | null;
  /** The place in the queue, from joining (or from the fair draw); smaller is earlier. Never renumbered. */
  position: number;
  joinedAt: Date;
  state: WaitingEntryState;
};
export type WaitingList = readonly WaitingEntry[];

export type OfferSettings = {
  /** The days a family has to answer an offer (the trip's `waitingListOfferDays`). */
  offerDays: number;
  /** The trip's `keepSiblingsTogether`. */
  keepSiblingsTogether: boolean;
  /** Sibling groups with a traveller already holding a place on the trip, on or off the list. */
  placedSiblingGroups?: readonly string[];
};

export type Offer = { registrationId: string; offeredAt: Date; expiresAt: Date };

/** The offer's deadline: `offerDays` after it is made, at the same time of day in Cyprus. */
export function offerDeadline(offeredAt: Date, offerDays: number): Date {
  return addTripDays(offeredAt, offerDays);
}

const byPosition = (a: WaitingEntry, b: WaitingEntry) => a.position - b.position;

/** Offers made and not answered yet: each holds one free place. */
export function openOffers(list: WaitingList): WaitingEntry[] {
  return list.filter((entry) => entry.state.kind === 'offered');
}

/** Sibling groups that already hold a place or an offer: a waiting sibling of theirs goes first. */
function anchoredGroups(list: WaitingList, settings: OfferSettings): Set<string> {
  const groups = new Set(settings.placedSiblingGroups ?? []);
  for (const entry of list) {
    if (entry.siblingGroupId !== null && (entry.state.kind === 'offered' || entry.state.kind === 'accepted')) {
      groups.add(entry.siblingGroupId);
    }
  }
  return groups;
}

/**
 * The order in which those waiting would be offered places, earliest first. It is the list's (`position`);
 * with `keepSiblingsTogether`, a waiting sibling of a traveller who holds a place or an offer comes before
 * everyone else, earliest position first, and whoever is reached brings their waiting siblings right after
 * them: a family's children are offered one after the other, and a sibling left without a place goes first
 * for the next one.
 */
export function waitingOrder(list: WaitingList, settings: OfferSettings): WaitingEntry[] {
  const waiting = list.filter((entry) => entry.state.kind === 'waiting').sort(byPosition);
  if (!settings.keepSiblingsTogether) return waiting;
  const anchored = anchoredGroups(list, settings);
  const order: WaitingEntry[] = [];
  while (waiting.length > 0) {
    const sibling = waiting.findIndex((entry) => entry.siblingGroupId !== null && anchored.has(entry.siblingGroupId));
    const [next] = waiting.splice(sibling === -1 ? 0 : sibling, 1) as [WaitingEntry];
    if (next.siblingGroupId !== null) anchored.add(next.siblingGroupId);
    order.push(next);
  }
  return order;
}

/**
 * Who is offered a place now, in `waitingOrder`. `freePlaces` counts the places no traveller holds (a place
 * under an open offer is still free): the open offers are taken off first, so calling again before anything
 * changes offers nothing, and there are never more open offers than free places.
 */
export function nextOffers(list: WaitingList, freePlaces: number, now: Date, settings: OfferSettings): Offer[] {
  const room = Math.max(0, freePlaces - openOffers(list).length);
  const expiresAt = offerDeadline(now, settings.offerDays);
  return waitingOrder(list, settings)
    .slice(0, room)
    .map((entry) => ({ registrationId: entry.registrationId, offeredAt: now, expiresAt }));
}

/** The list with these offers made. */
export function applyOffers(list: WaitingList, offers: readonly Offer[]): WaitingEntry[] {
  const made = new Map(offers.map((offer) => [offer.registrationId, offer]));
  return list.map((entry) => {
    const offer = made.get(entry.registrationId);
    if (!offer || entry.state.kind !== 'waiting') return entry;
    return { ...entry, state: { kind: 'offered', offeredAt: offer.offeredAt, expiresAt: offer.expiresAt } };
  });
}

/** Whether an offer can still be answered at `now`: until its deadline, the deadline itself too late. */
export function isOfferOpen(state: WaitingEntryState, now: Date): boolean {
  return state.kind === 'offered' && now.getTime() < state.expiresAt.getTime();
}

/** Offers not answered by their deadline lapse (`expired` at the deadline): their places pass on. */
export function expireOffers(list: WaitingList, now: Date): WaitingEntry[] {
  return list.map((entry) =>
    entry.state.kind === 'offered' && !isOfferOpen(entry.state, now)
      ? { ...entry, state: { kind: 'expired', at: entry.state.expiresAt } }
      : entry,
  );
}

export const OFFER_ERROR_CODES = [
  'NOT_ON_LIST',
  'NOT_OFFERED',
  'OFFER_EXPIRED',
  'NOT_WAITING',
  'NO_FREE_PLACE',
  'REASON_REQUIRED',
] as const;
export type OfferErrorCode = (typeof OFFER_ERROR_CODES)[number];
export type OfferResult = { ok: true; list: WaitingEntry[] } | { ok: false; code: OfferErrorCode };

function withState(list: WaitingList, registrationId: string, state: WaitingEntryState): WaitingEntry[] {
  return list.map((entry) => (entry.registrationId === registrationId ? { ...entry, state } : entry));
}

function answer(list: WaitingList, registrationId: string, now: Date, kind: 'accepted' | 'declined'): OfferResult {
  const entry = list.find((item) => item.registrationId === registrationId);
  if (!entry) return { ok: false, code: 'NOT_ON_LIST' };
  if (entry.state.kind !== 'offered') return { ok: false, code: 'NOT_OFFERED' };
  if (!isOfferOpen(entry.state, now)) return { ok: false, code: 'OFFER_EXPIRED' };
  return { ok: true, list: withState(list, registrationId, { kind, at: now }) };
}

/** The family takes the offered place (before its deadline). */
export function accept(list: WaitingList, registrationId: string, now: Date): OfferResult {
  return answer(list, registrationId, now, 'accepted');
}

/** The family turns the offered place down (before its deadline): it passes on. */
export function decline(list: WaitingList, registrationId: string, now: Date): OfferResult {
  return answer(list, registrationId, now, 'declined');
}

/** The family leaves the list, waiting or with an offer open; an offered place passes on. */
export function withdraw(list: WaitingList, registrationId: string, now: Date): OfferResult {
  const entry = list.find((item) => item.registrationId === registrationId);
  if (!entry) return { ok: false, code: 'NOT_ON_LIST' };
  if (entry.state.kind !== 'waiting' && entry.state.kind !== 'offered') return { ok: false, code: 'NOT_WAITING' };
  return { ok: true, list: withState(list, registrationId, { kind: 'withdrawn', at: now }) };
}

/**
 * Staff offer a place out of turn, with a reason the audit row keeps: only to someone waiting, only while
 * a place is free of other offers. The others keep their positions.
 */
export function offerOutOfTurn(
  list: WaitingList,
  request: { registrationId: string; freePlaces: number; now: Date; offerDays: number; reason: string },
): OfferResult {
  const reason = request.reason.trim();
  if (reason === '') return { ok: false, code: 'REASON_REQUIRED' };
  const entry = list.find((item) => item.registrationId === request.registrationId);
  if (!entry) return { ok: false, code: 'NOT_ON_LIST' };
  if (entry.state.kind !== 'waiting') return { ok: false, code: 'NOT_WAITING' };
  if (openOffers(list).length >= request.freePlaces) return { ok: false, code: 'NO_FREE_PLACE' };
  const expiresAt = offerDeadline(request.now, request.offerDays);
  const state: WaitingEntryState = { kind: 'offered', offeredAt: request.now, expiresAt, outOfTurnReason: reason };
  return { ok: true, list: withState(list, request.registrationId, state) };
}

/**
 * The position a family sees: 1 for the next one to be offered, among those still waiting (in
 * `waitingOrder`, so a sibling who goes first is counted first); null once no longer waiting.
 */
export function waitingPosition(list: WaitingList, registrationId: string, settings: OfferSettings): number | null {
  const index = waitingOrder(list, settings).findIndex((entry) => entry.registrationId === registrationId);
  return index === -1 ? null : index + 1;
}

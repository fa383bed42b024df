import { describe, expect, it } from 'vitest';
import {
  accept,
  applyOffers,
  decline,
  expireOffers,
  nextOffers,
  offerDeadline,
  offerOutOfTurn,
  waitingPosition,
  withdraw,
  type OfferResult,
  type OfferSettings,
  type WaitingEntry,
} from './offer-chain.ts';
import { addTripDays, tripInstant } from './trip-clock.ts';

const settings: OfferSettings = { offerDays: 5, keepSiblingsTogether: true };
const apart: OfferSettings = { ...settings, keepSiblingsTogether: false };
const at = (iso: string) => new Date(iso);

function entry(registrationId: string, position: number, siblingGroupId: string | null = null): WaitingEntry {
  return { registrationId, siblingGroupId, position, joinedAt: at('2027-01-05T10:00:00Z'), state: { kind: 'waiting' } };
}

/** A list of single travellers a, b, c… in that order. */
const singles = (...ids: string[]) => ids.map((id, index) => entry(id, index + 1));
const offeredIds = (list: readonly WaitingEntry[]) =>
  list.filter((item) => item.state.kind === 'offered').map((item) => item.registrationId);
const kindOf = (list: readonly WaitingEntry[], id: string) =>
  list.find((item) => item.registrationId === id)?.state.kind;

function listOf(result: OfferResult): WaitingEntry[] {
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result.list;
}

/** The chain as the API runs it on each event and each hour: lapse what is due, then offer the free places. */
function step(list: readonly WaitingEntry[], freePlaces: number, now: Date, rules = settings): WaitingEntry[] {
  const current = expireOffers(list, now);
  return applyOffers(current, nextOffers(current, freePlaces, now, rules));
}

describe('the offer deadline', () => {
  it('falls the offer days later at the same time of day in Cyprus', () => {
    expect(offerDeadline(at('2027-01-10T08:30:00Z'), 5).toISOString()).toBe('2027-01-15T08:30:00.000Z');
  });

  it('keeps the time of day in Cyprus across the change to summer time', () => {
    // 10:30 in Cyprus on 26 March (UTC+2); 31 March is in summer time (UTC+3), still 10:30 there.
    expect(offerDeadline(at('2027-03-26T08:30:00Z'), 5).toISOString()).toBe('2027-03-31T07:30:00.000Z');
  });

  it('counts the days on the Cyprus calendar, not UTC’s, late in the evening', () => {
    // 23:30 on 9 January UTC is 01:30 on 10 January in Cyprus: the deadline is 01:30 on 11 January there.
    expect(addTripDays(at('2027-01-09T23:30:00Z'), 1).toISOString()).toBe('2027-01-10T23:30:00.000Z');
  });

  it('reads a time the clocks skip an hour later', () => {
    // Summer time starts at 03:00 on 28 March 2027 in Cyprus: 03:30 is 04:30 summer time, 01:30 UTC.
    expect(tripInstant('2027-03-28', '03:30:00').toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });
});

describe('offers in order', () => {
  const now = at('2027-02-01T09:00:00Z');

  it('offers the free places to the earliest positions, never more open offers than free places', () => {
    const list = [entry('c', 30), entry('a', 10), entry('b', 20)];
    expect(nextOffers(list, 2, now, settings).map((offer) => offer.registrationId)).toEqual(['a', 'b']);
    const offers = nextOffers(list, 2, now, settings);
    expect(offers[0]).toEqual({ registrationId: 'a', offeredAt: now, expiresAt: at('2027-02-06T09:00:00Z') });
  });

  it('makes one offer once and only once for one freed place', () => {
    const once = step(singles('a', 'b', 'c'), 1, now);
    expect(offeredIds(once)).toEqual(['a']);
    const again = step(once, 1, at('2027-02-01T10:00:00Z'));
    expect(again).toEqual(once);
    expect(nextOffers(once, 1, now, settings)).toEqual([]);
  });

  it('offers nothing when no place is free, or fewer than the open offers', () => {
    expect(nextOffers(singles('a'), 0, now, settings)).toEqual([]);
    const offered = step(singles('a', 'b'), 2, now);
    expect(nextOffers(offered, 1, now, settings)).toEqual([]);
  });

  it('passes the place on once an offer lapses unanswered at its deadline', () => {
    let list = step(singles('a', 'b', 'c'), 1, now);
    list = step(list, 1, at('2027-02-06T08:59:59Z'));
    expect(offeredIds(list)).toEqual(['a']);
    list = step(list, 1, at('2027-02-06T09:00:00Z'));
    expect(kindOf(list, 'a')).toBe('expired');
    expect(list.find((item) => item.registrationId === 'a')?.state).toEqual({
      kind: 'expired',
      at: at('2027-02-06T09:00:00Z'),
    });
    expect(offeredIds(list)).toEqual(['b']);
    // Found late (the product was stopped a day): it lapses at its deadline, the new offer runs from now.
    list = step(list, 1, at('2027-02-12T12:00:00Z'));
    expect(offeredIds(list)).toEqual(['c']);
    const offer = list.find((item) => item.registrationId === 'c')?.state;
    expect(offer).toMatchObject({ offeredAt: at('2027-02-12T12:00:00Z'), expiresAt: at('2027-02-17T12:00:00Z') });
  });

  it('passes a declined or withdrawn place on, and keeps an accepted one', () => {
    let list = step(singles('a', 'b', 'c', 'd'), 2, now);
    list = listOf(decline(list, 'a', at('2027-02-02T09:00:00Z')));
    list = step(list, 2, at('2027-02-02T09:00:00Z'));
    expect(offeredIds(list)).toEqual(['b', 'c']);
    list = listOf(withdraw(list, 'c', at('2027-02-03T09:00:00Z')));
    list = listOf(accept(list, 'b', at('2027-02-03T09:00:00Z')));
    // b now holds a place: one place is left free, and it goes to d.
    list = step(list, 1, at('2027-02-03T09:00:00Z'));
    expect(offeredIds(list)).toEqual(['d']);
    expect(kindOf(list, 'b')).toBe('accepted');
  });

  it('refuses an answer after the deadline, to no offer, or from someone not on the list', () => {
    const list = step(singles('a', 'b'), 1, now);
    expect(accept(list, 'a', at('2027-02-06T09:00:00Z'))).toEqual({ ok: false, code: 'OFFER_EXPIRED' });
    expect(decline(list, 'b', now)).toEqual({ ok: false, code: 'NOT_OFFERED' });
    expect(accept(list, 'z', now)).toEqual({ ok: false, code: 'NOT_ON_LIST' });
    expect(accept(list, 'a', at('2027-02-06T08:59:59Z')).ok).toBe(true);
    const accepted = listOf(accept(list, 'a', now));
    expect(withdraw(accepted, 'a', now)).toEqual({ ok: false, code: 'NOT_WAITING' });
  });
});

describe('siblings together', () => {
  const now = at('2027-02-01T09:00:00Z');
  // a, then the sibling pair s1 / s2 apart in the queue (s2 joined late), then b.
  const family = () => [entry('a', 1), entry('s1', 2, 'fam'), entry('b', 3), entry('s2', 9, 'fam')];

  it('offers a sibling right after the one reached, before those who joined between them', () => {
    expect(nextOffers(family(), 3, now, settings).map((offer) => offer.registrationId)).toEqual(['a', 's1', 's2']);
    expect(nextOffers(family(), 3, now, apart).map((offer) => offer.registrationId)).toEqual(['a', 's1', 'b']);
  });

  it('offers a sibling left without a place the next freed place first', () => {
    let list = step(family(), 2, now);
    expect(offeredIds(list)).toEqual(['a', 's1']);
    list = listOf(accept(list, 's1', now));
    list = listOf(decline(list, 'a', now));
    list = step(list, 1, now);
    expect(offeredIds(list)).toEqual(['s2']);
  });

  it('puts first a sibling of a traveller who holds a place without the list', () => {
    const list = [entry('a', 1), entry('s2', 9, 'fam')];
    const placed = { ...settings, placedSiblingGroups: ['fam'] };
    expect(nextOffers(list, 1, now, placed).map((offer) => offer.registrationId)).toEqual(['s2']);
    expect(nextOffers(list, 1, now, { ...placed, keepSiblingsTogether: false })[0]?.registrationId).toBe('a');
  });

  it('shows each family its position among those still waiting, in the order they will be offered', () => {
    let list = family();
    expect(['a', 's1', 'b', 's2'].map((id) => waitingPosition(list, id, settings))).toEqual([1, 2, 4, 3]);
    expect(waitingPosition(list, 's2', apart)).toBe(4);
    list = step(list, 1, now);
    expect(waitingPosition(list, 'a', settings)).toBeNull();
    expect(waitingPosition(list, 's1', settings)).toBe(1);
    expect(waitingPosition(list, 'z', settings)).toBeNull();
  });
});

describe('an offer out of turn', () => {
  const now = at('2027-02-01T09:00:00Z');
  const request = { registrationId: 'c', freePlaces: 1, now, offerDays: 3, reason: '  Teacher escort’s child  ' };

  it('offers the place to someone further down, with the reason, and the others keep their positions', () => {
    const list = listOf(offerOutOfTurn(singles('a', 'b', 'c'), request));
    expect(list.find((item) => item.registrationId === 'c')?.state).toEqual({
      kind: 'offered',
      offeredAt: now,
      expiresAt: at('2027-02-04T09:00:00Z'),
      outOfTurnReason: 'Teacher escort’s child',
    });
    expect(waitingPosition(list, 'a', settings)).toBe(1);
    // The one free place is under c's offer: the chain offers no one else.
    expect(nextOffers(list, 1, now, settings)).toEqual([]);
  });

  it('requires a reason', () => {
    expect(offerOutOfTurn(singles('a', 'c'), { ...request, reason: '   ' })).toEqual({
      ok: false,
      code: 'REASON_REQUIRED',
    });
  });

  it('requires a free place not under another offer, and someone waiting', () => {
    const offered = step(singles('a', 'b', 'c'), 1, now);
    expect(offerOutOfTurn(offered, request)).toEqual({ ok: false, code: 'NO_FREE_PLACE' });
    expect(offerOutOfTurn(offered, { ...request, registrationId: 'a', freePlaces: 2 })).toEqual({
      ok: false,
      code: 'NOT_WAITING',
    });
    expect(offerOutOfTurn(offered, { ...request, registrationId: 'z' })).toEqual({ ok: false, code: 'NOT_ON_LIST' });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveTripCapacity, newlyOverCapacity, placesOf, type PlacesInput } from './capacity.ts';

const A = { el: 'Α', en: 'A' };
const B = { el: 'Β', en: 'B' };
const TRIP = { el: 'Παρίσι', en: 'Paris' };

const input = (overrides: Partial<PlacesInput> = {}): PlacesInput => ({
  trip: { capacity: 100, label: TRIP },
  departures: [
    { id: 1, label: A, seats: 45 },
    { id: 2, label: B, seats: 45 },
  ],
  counts: [
    { departureId: 1, approved: 10, pending: 3 },
    { departureId: 2, approved: 45, pending: 2 },
  ],
  ...overrides,
});

describe('effectiveTripCapacity', () => {
  it('is the departures’ seats added up when every departure has seats and the sum is lower', () => {
    expect(effectiveTripCapacity(100, [{ seats: 45 }, { seats: 45 }])).toBe(90);
    expect(effectiveTripCapacity(80, [{ seats: 45 }, { seats: 45 }])).toBe(80);
  });
  it('is the trip’s own when a departure has no seats, or there is no departure', () => {
    expect(effectiveTripCapacity(100, [{ seats: 45 }, { seats: null }])).toBe(100);
    expect(effectiveTripCapacity(100, [])).toBe(100);
  });
});

describe('placesOf', () => {
  it('answers each departure’s capacity, taken, pending and free, and the trip’s', () => {
    const places = placesOf(input());
    expect(places).toMatchObject({ capacity: 90, taken: 55, pending: 5, free: 35 });
    expect(
      places.departures.map(({ id, capacity, taken, pending, free }) => ({ id, capacity, taken, pending, free })),
    ).toEqual([
      { id: 1, capacity: 45, taken: 10, pending: 3, free: 35 },
      { id: 2, capacity: 45, taken: 45, pending: 2, free: 0 },
    ]);
  });

  it('refuses a full departure by its label, with taken and capacity', () => {
    const places = placesOf(input());
    expect(places.canApprove(2)).toEqual({ ok: false, code: 'DEPARTURE_FULL', label: B, taken: 45, capacity: 45 });
    expect(places.canApprove(1, 35)).toEqual({ ok: true });
    expect(places.canApprove(1, 36)).toMatchObject({ ok: false, code: 'DEPARTURE_FULL', label: A });
  });

  it('refuses by the trip when the trip is full before the departure is', () => {
    const places = placesOf(input({ trip: { capacity: 56, label: TRIP } }));
    expect(places.canApprove(1)).toEqual({ ok: true });
    expect(places.canApprove(1, 2)).toEqual({ ok: false, code: 'TRIP_FULL', label: TRIP, taken: 55, capacity: 56 });
  });

  it('counts a school with no departure against the trip only', () => {
    const places = placesOf(
      input({
        departures: [{ id: 1, label: A, seats: null }],
        counts: [{ departureId: null, approved: 99, pending: 0 }],
      }),
    );
    expect(places.canApprove(null)).toEqual({ ok: true });
    expect(places.canApprove(1, 2)).toMatchObject({ ok: false, code: 'TRIP_FULL' });
  });
});

describe('newlyOverCapacity', () => {
  it('names a departure its seats would leave short, and lets one already over be no worse', () => {
    const before = placesOf(input());
    const lowered = placesOf(
      input({
        departures: [
          { id: 1, label: A, seats: 5 },
          { id: 2, label: B, seats: 45 },
        ],
      }),
    );
    expect(newlyOverCapacity(before, lowered, TRIP)).toEqual({ label: A, taken: 10, capacity: 5 });
    const over = placesOf(
      input({
        departures: [
          { id: 1, label: A, seats: 5 },
          { id: 2, label: B, seats: 45 },
        ],
      }),
    );
    expect(newlyOverCapacity(over, over, TRIP)).toBeNull();
  });

  it('names the trip when its capacity would fall below the approved', () => {
    const before = placesOf(input());
    const after = placesOf(input({ trip: { capacity: 50, label: TRIP } }));
    expect(newlyOverCapacity(before, after, TRIP)).toEqual({ label: TRIP, taken: 55, capacity: 50 });
  });
});

describe('approving one request at a time (property)', () => {
  const scenario = fc.record({
    tripCapacity: fc.integer({ min: 1, max: 60 }),
    seats: fc.array(fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }), { minLength: 1, maxLength: 4 }),
    requests: fc.array(fc.nat(4), { maxLength: 120 }),
  });

  it('never approves past a departure’s seats or the trip’s capacity, and fills every free place asked for', () => {
    fc.assert(
      fc.property(scenario, ({ tripCapacity, seats, requests }) => {
        const departures = seats.map((value, index) => ({ id: index + 1, label: A, seats: value }));
        const approved = new Map<number, number>();
        const asked = new Map<number, number>();
        for (const request of requests) {
          const departureId = (request % departures.length) + 1;
          asked.set(departureId, (asked.get(departureId) ?? 0) + 1);
          const counts = [...approved].map(([id, n]) => ({ departureId: id, approved: n, pending: 0 }));
          const places = placesOf({ trip: { capacity: tripCapacity, label: TRIP }, departures, counts });
          if (places.canApprove(departureId).ok) approved.set(departureId, (approved.get(departureId) ?? 0) + 1);
        }
        const total = [...approved.values()].reduce((sum, n) => sum + n, 0);
        const capacity = effectiveTripCapacity(tripCapacity, departures);
        expect(total).toBeLessThanOrEqual(capacity);
        for (const departure of departures) {
          const mine = approved.get(departure.id) ?? 0;
          if (departure.seats !== null) expect(mine).toBeLessThanOrEqual(departure.seats);
        }
        // Requests in one departure only: the approvals are what was asked, up to what was free.
        if (asked.size === 1) {
          const [[departureId, count]] = [...asked] as [[number, number]];
          const seatsOf = departures[departureId - 1]!.seats ?? Infinity;
          expect(total).toBe(Math.min(count, seatsOf, capacity));
        } else {
          // The trip fills up, or every departure asked for is full or got all its requests.
          const filled = total === capacity;
          const each = [...asked].every(([id, count]) => {
            const mine = approved.get(id) ?? 0;
            return mine === count || mine === departures[id - 1]!.seats;
          });
          expect(filled || each).toBe(true);
        }
      }),
    );
  });
});

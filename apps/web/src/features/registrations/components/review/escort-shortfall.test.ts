import { describe, expect, it } from 'vitest';
import type { Departure } from '@voyage/domain';
import { escortShortfalls } from './escort-shortfall.ts';

const departure = (id: number, travellerCount: number, escortsAssigned: number): Departure => ({
  id,
  tripId: 1,
  label: { el: `Αναχώρηση ${id}`, en: `Departure ${id}` },
  outboundDate: '2027-03-18',
  inboundDate: '2027-03-23',
  carrier: 'Aegean',
  hotel: 'Hôtel',
  flights: [],
  schools: [],
  travellerCount,
  escortsNeeded: Math.ceil(travellerCount / 15),
  escorts: Array.from({ length: escortsAssigned }, (_, index) => ({ name: `ESCORT ${index}`, phone: '+35799000000' })),
  updatedAt: '2026-11-01T00:00:00.000Z',
});

describe('escortShortfalls', () => {
  it('warns when one more traveller makes the departure need an escort it does not have', () => {
    expect(escortShortfalls([departure(1, 15, 1)], [{ departureId: 1 }])).toEqual([
      { departureId: 1, label: expect.any(Object), travellers: 16, escortsNeeded: 2, escortsAssigned: 1 },
    ]);
  });

  it('stays quiet while the escorts assigned are enough', () => {
    expect(escortShortfalls([departure(1, 14, 1)], [{ departureId: 1 }])).toEqual([]);
    expect(escortShortfalls([departure(1, 15, 2)], [{ departureId: 1 }])).toEqual([]);
  });

  it('adds up several approvals per departure, and ignores the departures nobody joins', () => {
    const departures = [departure(1, 13, 1), departure(2, 40, 0)];
    const approving = [{ departureId: 1 }, { departureId: 1 }, { departureId: 1 }, { departureId: null }];
    expect(escortShortfalls(departures, approving).map((row) => [row.departureId, row.travellers])).toEqual([[1, 16]]);
  });
});

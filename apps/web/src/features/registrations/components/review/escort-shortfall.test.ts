import { describe, expect, it } from 'vitest';
import { escortShortfalls } from './escort-shortfall.ts';
import { departureWithEscorts } from '../../../../entities/trips/test-departure.ts';

const departure = departureWithEscorts;

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

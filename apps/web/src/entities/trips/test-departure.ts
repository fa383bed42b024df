import type { Departure } from '@voyage/domain';

/** A departure of trip 1 as staff read it, for component tests; `extra` changes what a test needs. */
export function testDeparture(extra: Partial<Departure> = {}): Departure {
  return {
    id: 1,
    tripId: 1,
    label: { el: 'Αναχώρηση 1', en: 'Departure 1' },
    outboundDate: '2027-03-18',
    inboundDate: '2027-03-23',
    carrier: 'Aegean',
    hotel: 'Hôtel Lumière',
    flights: [],
    schools: [],
    travellerCount: 0,
    escortsNeeded: 0,
    escorts: [],
    seats: null,
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...extra,
  };
}

/** A departure with `travellerCount` travellers and `escortsAssigned` escorts, one needed for each 15. */
export function departureWithEscorts(id: number, travellerCount: number, escortsAssigned: number): Departure {
  return testDeparture({
    id,
    label: { el: `Αναχώρηση ${id}`, en: `Departure ${id}` },
    travellerCount,
    escortsNeeded: Math.ceil(travellerCount / 15),
    escorts: Array.from({ length: escortsAssigned }, (_, index) => ({
      name: `ESCORT ${index}`,
      phone: '+35799000000',
    })),
  });
}

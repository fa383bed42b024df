import type { TripDayPack } from '@voyage/domain';

/** A departure of three travellers, one flight each way and a programme day, as the server sends it. */
export function testPack(overrides: Partial<TripDayPack> = {}): TripDayPack {
  const traveller = (id: string, lastName: string, room: number | null) => ({
    id,
    firstName: 'ANNA',
    lastName,
    personalCode: `PAR27-${id.slice(0, 4)}`,
    school: 'Lyceum of Paphos',
    room,
    flags: [
      {
        kind: 'anaphylaxis' as const,
        text: { el: 'Αναφυλαξία: έχει μαζί αδρεναλίνη', en: 'Anaphylaxis: carries adrenaline' },
      },
    ],
    card: {
      dateOfBirth: '2011-05-02',
      nationality: 'CY',
      guardian: { name: 'Maria Georgiou', phone: '+357 99 123456' },
      contacts: [{ name: 'Eleni Georgiou', relation: 'Grandmother', phone: '+357 99 765432' }],
      medicines: [{ name: 'Ventolin', dose: '2 puffs', times: ['08:00', '20:00'], keptBy: 'escort' as const }],
      doctor: { name: 'Dr Nikolaou', phone: '+357 22 334455' },
      insurance: { ehicNumber: 'CY123456789', ehicExpiresOn: '2030-01-31' },
    },
  });
  return {
    packId: '0c6f3a44-8a8a-4a53-9f0e-6d2a4d2b1a01',
    issuedAt: '2027-03-17T08:00:00.000Z',
    wipeOn: '2099-12-31',
    departure: {
      id: 7,
      label: { el: 'Αναχώρηση Α', en: 'Departure A' },
      outboundDate: '2027-03-18',
      inboundDate: '2027-03-23',
      carrier: 'Aegean',
      hotel: 'Hôtel du Louvre',
      flights: [
        {
          direction: 'outbound',
          flightNumber: 'A3 612',
          date: '2027-03-18',
          from: 'LCA',
          to: 'CDG',
          departureTime: '06:10',
          arrivalTime: '09:30',
        },
      ],
      escorts: [{ name: 'Eleni K.', phone: '+357 99 111222' }],
    },
    trip: {
      id: 1,
      name: { el: 'Παρίσι', en: 'Paris' },
      year: 2027,
      programme: [],
      emergency: {
        institutePhone: '+357 22 000111',
        insurerName: 'Ευρωπαϊκή Πίστη',
        insurerPhone: '+357 22 888999',
        policyNumber: 'TRV-2027-114',
      },
    },
    checkpoints: [],
    travellers: [
      traveller('a1111111-1111-4111-8111-111111111111', 'GEORGIOU', 12),
      traveller('b2222222-2222-4222-8222-222222222222', 'PAPA', 12),
      traveller('c3333333-3333-4333-8333-333333333333', 'ZENONOS', 14),
    ],
    actions: [],
    ...overrides,
  };
}

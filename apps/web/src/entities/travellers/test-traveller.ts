import type { AdminTraveller, Traveller } from '@voyage/domain';

/** A pending registration as its family reads it, for component tests; `extra` changes what a test needs. */
export function testTraveller(extra: Partial<Traveller> = {}): Traveller {
  return {
    id: '0b7c1a6e-5d2f-4c8e-9a31-2f6d8e4b7c10',
    tripId: 1,
    personalCode: null,
    paymentReference: null,
    status: 'pending',
    firstName: 'ELENI',
    lastName: 'PAVLOU',
    gender: 'female',
    dateOfBirth: '2011-04-02',
    nationality: 'CY',
    city: 'Lemesos',
    district: 'lemesos',
    phone: '+357 99 123456',
    language: 'el',
    guardianName: 'Maria Pavlou',
    guardianEmail: 'maria@example.com',
    roommates: [],
    roommateGroupId: null,
    schoolId: 1,
    schoolName: 'School',
    registrationCode: 'LEM-1',
    departureId: null,
    registeredAt: '2026-04-10T10:00:00.000Z',
    emailConfirmedAt: '2026-04-10T10:05:00.000Z',
    approvedAt: null,
    statusReason: null,
    consentDeadline: null,
    idDocumentType: null,
    idDocumentNumber: null,
    idDocumentExpiresOn: null,
    idDocumentIssuingCountry: null,
    paidCents: 0,
    price: { priceCents: 109_000, why: 'trip' },
    payments: [],
    documents: [],
    ...extra,
  };
}

/** The same registration as staff read it, with what only staff see. */
export function testAdminTraveller(extra: Partial<AdminTraveller> = {}): AdminTraveller {
  return {
    ...testTraveller(),
    possibleDuplicateOfId: null,
    statusBeforeDeletion: null,
    deletionReason: null,
    customPriceReason: null,
    statusChangedAt: null,
    updatedAt: '2026-04-10T10:05:00.000Z',
    waitingListPosition: null,
    ...extra,
  };
}

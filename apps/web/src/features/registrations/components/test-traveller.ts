import type { AdminTraveller } from '@voyage/domain';

/** A pending registration as staff read it, for component tests; `extra` changes what a test needs. */
export function testTraveller(extra: Partial<AdminTraveller> = {}): AdminTraveller {
  return {
    id: '6f1c2a3e-0000-4000-8000-000000000001',
    tripId: 1,
    personalCode: null,
    status: 'pending',
    firstName: 'Maria',
    lastName: 'Georgiou',
    gender: 'female',
    dateOfBirth: '2011-04-02',
    city: 'Lemesos',
    district: 'lemesos',
    phone: '+357 99 123456',
    language: 'el',
    guardianName: 'Eleni Georgiou',
    guardianEmail: 'eleni@example.com',
    roommates: [],
    roommateGroupId: null,
    schoolId: 1,
    schoolName: 'Lyceum of Lemesos',
    registrationCode: 'K7PM-Q2XD',
    departureId: 1,
    registeredAt: '2026-11-01T10:00:00.000Z',
    emailConfirmedAt: '2026-11-01T10:05:00.000Z',
    approvedAt: null,
    statusReason: null,
    consentDeadline: null,
    paidCents: 0,
    payments: [],
    documents: [],
    possibleDuplicateOfId: null,
    statusBeforeDeletion: null,
    deletionReason: null,
    ...extra,
  };
}

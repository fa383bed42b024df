import type { AdminTraveller } from '@voyage/domain';
import { testAdminTraveller } from '../../../entities/travellers/test-traveller.ts';

/** A pending registration as staff read it, for component tests; `extra` changes what a test needs. */
export function testTraveller(extra: Partial<AdminTraveller> = {}): AdminTraveller {
  return testAdminTraveller({
    id: '6f1c2a3e-0000-4000-8000-000000000001',
    firstName: 'Maria',
    lastName: 'Georgiou',
    guardianName: 'Eleni Georgiou',
    guardianEmail: 'eleni@example.com',
    schoolName: 'Lyceum of Lemesos',
    registrationCode: 'K7PM-Q2XD',
    departureId: 1,
    registeredAt: '2026-11-01T10:00:00.000Z',
    emailConfirmedAt: '2026-11-01T10:05:00.000Z',
    updatedAt: '2026-11-01T10:05:00.000Z',
    ...extra,
  });
}

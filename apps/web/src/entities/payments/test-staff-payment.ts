import type { StaffPayment } from '@voyage/domain';

/** A receipt waiting for confirmation, as staff read it, for component tests; `extra` changes what a test needs. */
export function testStaffPayment(extra: Partial<StaffPayment> = {}): StaffPayment {
  return {
    id: '7a2b3c4d-0000-4000-8000-000000000001',
    travellerId: '6f1c2a3e-0000-4000-8000-000000000001',
    firstName: 'Maria',
    lastName: 'Georgiou',
    personalCode: 'PAR-0042',
    language: 'en',
    schoolName: 'Lyceum of Lemesos',
    guardianName: 'Eleni Georgiou',
    amountCents: 30_000,
    status: 'pending',
    method: 'transfer',
    transferDate: '2025-11-01',
    submittedAt: '2025-11-02T09:30:00.000Z',
    receivedAt: null,
    rejectionReason: null,
    fileName: 'receipt.jpg',
    fileMediaType: 'image/jpeg',
    reviewedByName: null,
    outstandingCents: 109_000,
    ...extra,
  };
}

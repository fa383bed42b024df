import type { StaffDocument } from '@voyage/domain';

/** A passport scan waiting for review, as staff read it, for component tests; `extra` changes what a test needs. */
export function testStaffDocument(extra: Partial<StaffDocument> = {}): StaffDocument {
  return {
    id: '8b3c4d5e-0000-4000-8000-000000000001',
    travellerId: '6f1c2a3e-0000-4000-8000-000000000001',
    firstName: 'Maria',
    lastName: 'Georgiou',
    personalCode: 'PAR-0042',
    language: 'el',
    schoolId: 3,
    schoolName: 'Lyceum of Lemesos',
    type: 'passport',
    status: 'pending',
    fileName: 'passport.jpg',
    fileMediaType: 'image/jpeg',
    uploadedAt: '2025-11-02T09:30:00.000Z',
    reviewedAt: null,
    reviewedByName: null,
    rejectionReason: null,
    ...extra,
  };
}

import type { TravellerDocument } from '@voyage/domain';

let sequence = 0;

/** A document as My Voyage receives it: a passport scan waiting for staff unless told otherwise. */
export function travellerDocument(extra: Partial<TravellerDocument> = {}): TravellerDocument {
  sequence += 1;
  return {
    id: `5d1e7b2a-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: 'passport',
    status: 'pending',
    fileName: 'passport.pdf',
    fileMediaType: 'application/pdf',
    uploadedAt: '2026-01-10T10:00:00.000Z',
    rejectionReason: null,
    ...extra,
  };
}

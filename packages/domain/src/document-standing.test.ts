import { describe, expect, it } from 'vitest';
import {
  consentStanding,
  idStanding,
  replaceableIdDocument,
  travelAuthorisationStanding,
} from './document-standing.ts';
import type { TravellerDocument } from './traveller.ts';

let sequence = 0;
/** A document as My Voyage receives it: a passport scan waiting for staff unless told otherwise. */
function travellerDocument(extra: Partial<TravellerDocument> = {}): TravellerDocument {
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

const consent = (status: 'pending' | 'approved' | 'rejected' | 'withdrawn', uploadedAt = '2026-05-03T10:00:00Z') =>
  travellerDocument({ type: 'consent', status, uploadedAt, fileName: 'consent.pdf' });

describe('consentStanding', () => {
  it('is accepted or processing as soon as one consent form is, whatever else is on record', () => {
    expect(consentStanding([consent('rejected'), consent('approved')])).toBe('accepted');
    expect(consentStanding([consent('rejected'), consent('pending')])).toBe('processing');
  });

  it('is rejected when the latest form sent was refused, and none when only withdrawn forms or other types exist', () => {
    expect(consentStanding([consent('rejected')])).toBe('rejected');
    expect(consentStanding([consent('withdrawn')])).toBe('none');
    expect(consentStanding([travellerDocument({ type: 'passport', status: 'approved' })])).toBe('none');
    expect(consentStanding([])).toBe('none');
  });
});

describe('travelAuthorisationStanding', () => {
  const letter = (status: 'pending' | 'approved' | 'rejected' | 'withdrawn') =>
    travellerDocument({ type: 'travel_authorisation', status, fileName: 'letter.pdf' });

  it('follows the signed letters alone, as the consent form follows its own', () => {
    expect(travelAuthorisationStanding([letter('rejected'), letter('pending')])).toBe('processing');
    expect(travelAuthorisationStanding([letter('approved')])).toBe('accepted');
    expect(travelAuthorisationStanding([letter('rejected')])).toBe('rejected');
    expect(travelAuthorisationStanding([letter('withdrawn'), consent('approved')])).toBe('none');
    expect(consentStanding([letter('approved')])).toBe('none');
  });
});

describe('replaceableIdDocument', () => {
  it('offers the latest rejected passport or ID while no other waits or was accepted', () => {
    const older = travellerDocument({ type: 'id_card', status: 'rejected', uploadedAt: '2026-01-10T10:00:00Z' });
    const newer = travellerDocument({ type: 'passport', status: 'rejected', uploadedAt: '2026-02-10T10:00:00Z' });
    expect(idStanding([older, newer])).toBe('rejected');
    expect(replaceableIdDocument([older, newer])).toBe(newer);
  });

  it('offers nothing once a new one is Processing or one was Accepted', () => {
    const rejected = travellerDocument({ type: 'passport', status: 'rejected' });
    expect(replaceableIdDocument([rejected, travellerDocument({ type: 'id_card', status: 'pending' })])).toBeNull();
    expect(replaceableIdDocument([rejected, travellerDocument({ type: 'passport', status: 'approved' })])).toBeNull();
    expect(replaceableIdDocument([travellerDocument({ type: 'consent', status: 'rejected' })])).toBeNull();
  });
});

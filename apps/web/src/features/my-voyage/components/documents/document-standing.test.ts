import { describe, expect, it } from 'vitest';
import { consentStanding, idStanding, replaceableIdDocument } from './document-standing.ts';
import { travellerDocument } from './test-documents.ts';

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

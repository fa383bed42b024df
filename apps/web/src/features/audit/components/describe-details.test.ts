import { describe, expect, it } from 'vitest';
import { describeDetails } from './describe-details.ts';

const label = (status: string) => status.toUpperCase();

describe('describeDetails', () => {
  it('says a status change in words, then the reason and the other facts', () => {
    expect(describeDetails({ from: 'pending', to: 'approved', reason: null, personalCode: 'K7PM' }, label)).toBe(
      'PENDING → APPROVED · personalCode: K7PM',
    );
    expect(describeDetails({ from: 'pending', to: 'rejected', reason: 'The trip is full.' }, label)).toBe(
      'PENDING → REJECTED · The trip is full.',
    );
  });

  it('keeps a change of anything else as written, and leaves ids and nested values out', () => {
    expect(describeDetails({ from: '2026-12-01', to: '2026-12-08', travellerId: 'a1', extra: { x: 1 } }, label)).toBe(
      '2026-12-01 → 2026-12-08',
    );
    expect(describeDetails(null, label)).toBe('');
  });
});

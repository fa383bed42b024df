import { describe, expect, it } from 'vitest';
import { describeDetails } from './describe-details.ts';

const words = {
  status: (status: string) => status.toUpperCase(),
  label: (key: string) => `<${key}>`,
  date: (isoDate: string) => `day ${isoDate}`,
};

describe('describeDetails', () => {
  it('says a status change in words, then the reason and the facts staff read', () => {
    expect(describeDetails({ from: 'pending', to: 'approved', reason: null, personalCode: 'PAR27-0045' }, words)).toBe(
      'PENDING → APPROVED · <personalCode>: PAR27-0045',
    );
    expect(describeDetails({ from: 'pending', to: 'rejected', reason: 'The trip is full.' }, words)).toBe(
      'PENDING → REJECTED · The trip is full.',
    );
  });

  it('writes dates as the reader does, and leaves ids, nested values and unknown facts out', () => {
    expect(
      describeDetails({ from: '2026-12-01', to: '2026-12-08', travellerId: 'a1', extra: { x: 1 }, fileId: 'f' }, words),
    ).toBe('day 2026-12-01 → day 2026-12-08');
    expect(describeDetails({ reminder: 7, deadline: '2026-12-02', daysLeft: 7 }, words)).toBe(
      '<reminder>: 7 · <deadline>: day 2026-12-02 · <daysLeft>: 7',
    );
    expect(describeDetails(null, words)).toBe('');
  });

  it("says an export's file and rows, leaving what it was and its filter out", () => {
    expect(
      describeDetails({ what: 'manifest', format: 'pdf', lang: 'en', filter: { tab: 'all' }, rows: 1400 }, words),
    ).toBe('<format>: pdf · <rows>: 1400');
  });
});

import { describe, expect, it } from 'vitest';
import { consentCountdown } from './consent-countdown.ts';

describe('consentCountdown', () => {
  it('counts whole days left until the last day', () => {
    expect(consentCountdown('2026-05-14', new Date('2026-05-02T09:00:00Z'))).toEqual({ kind: 'left', days: 12 });
    expect(consentCountdown('2026-05-14', new Date('2026-05-13T09:00:00Z'))).toEqual({ kind: 'left', days: 1 });
  });

  it('says the last day is today, and counts the days since it passed', () => {
    expect(consentCountdown('2026-05-14', new Date('2026-05-14T20:00:00Z'))).toEqual({ kind: 'today' });
    expect(consentCountdown('2026-05-14', new Date('2026-05-16T09:00:00Z'))).toEqual({ kind: 'overdue', days: 2 });
  });

  it('reads the day in Cyprus: 23:30 UTC on the 13th is already the 14th there', () => {
    expect(consentCountdown('2026-05-14', new Date('2026-05-13T23:30:00Z'))).toEqual({ kind: 'today' });
  });
});

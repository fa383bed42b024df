import { describe, expect, it } from 'vitest';
import type { StaffTimelineEntry } from './review-api.ts';
import { familyTimeline } from './timeline.ts';

const staff = { actorName: 'Anna Staff', actorEmail: 'anna@voyage.test' };
const entry = (event: StaffTimelineEntry['event'], reason: string | null = null): StaffTimelineEntry => ({
  event,
  at: '2027-01-10T10:00:00.000Z',
  reason,
  ...staff,
});

describe('familyTimeline', () => {
  it('drops staff names, deletions, restorings and deadline extensions', () => {
    const entries = familyTimeline([
      { ...entry('registered'), actorName: null, actorEmail: null },
      entry('deleted', 'Duplicate of another registration'),
      entry('restored'),
      entry('consent-deadline-extended', 'Family in hospital'),
      entry('approved'),
    ]);
    expect(entries).toEqual([
      { event: 'registered', at: '2027-01-10T10:00:00.000Z', reason: null },
      { event: 'approved', at: '2027-01-10T10:00:00.000Z', reason: null },
    ]);
    expect(JSON.stringify(entries)).not.toContain('Anna');
  });

  it("keeps a rejection's and a cancellation's reason, and no other", () => {
    expect(
      familyTimeline([
        entry('approved', 'checked the passport by phone'),
        entry('rejected', 'The trip is full.'),
        entry('cancelled', 'consent-missing'),
        entry('withdrawn', 'withdrawn'),
      ]).map((item) => item.reason),
    ).toEqual([null, 'The trip is full.', 'consent-missing', null]);
  });

  it("keeps the fields of a correction and a refused change's reason, which the family reads", () => {
    const corrected = { ...entry('corrected-by-family'), fields: ['phone' as const, 'city' as const] };
    const refused = { ...entry('change-refused', 'The rooms are already booked.'), fields: ['roommates' as const] };
    expect(familyTimeline([corrected, refused])).toEqual([
      { event: 'corrected-by-family', at: '2027-01-10T10:00:00.000Z', reason: null, fields: ['phone', 'city'] },
      {
        event: 'change-refused',
        at: '2027-01-10T10:00:00.000Z',
        reason: 'The rooms are already booked.',
        fields: ['roommates'],
      },
    ]);
  });
});

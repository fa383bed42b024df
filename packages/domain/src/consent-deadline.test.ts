import { describe, expect, it } from 'vitest';
import { addDays, consentStepWindow, daysBetween, dueConsentStep, tripDate } from './consent-deadline.ts';

describe('tripDate', () => {
  it('is the calendar day in Cyprus, not in UTC', () => {
    // 22:30 UTC in summer is 01:30 the next day in Nicosia (UTC+3).
    expect(tripDate(new Date('2027-06-30T22:30:00Z'))).toBe('2027-07-01');
    expect(tripDate(new Date('2027-06-30T20:59:59Z'))).toBe('2027-06-30');
    // Winter: UTC+2.
    expect(tripDate(new Date('2027-01-14T22:00:00Z'))).toBe('2027-01-15');
    expect(tripDate(new Date('2027-01-14T21:59:59Z'))).toBe('2027-01-14');
  });
});

describe('addDays and daysBetween', () => {
  it('count whole calendar days across months, years and clock changes', () => {
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2027-03-28', -1)).toBe('2027-03-27');
    expect(daysBetween('2027-03-26', '2027-04-02')).toBe(7);
    expect(daysBetween('2027-10-30', '2027-11-01')).toBe(2);
    expect(daysBetween('2027-05-10', '2027-05-09')).toBe(-1);
  });
});

describe('dueConsentStep', () => {
  const deadline = '2027-05-20';
  const at = (today: string, sentReminders: (7 | 2)[] = []) => dueConsentStep({ deadline, today, sentReminders });

  it('asks for nothing more than 7 days before the deadline', () => {
    expect(at('2027-05-12')).toBeNull();
  });

  it('sends the 7-day reminder from 7 days before, once', () => {
    expect(at('2027-05-13')).toEqual({ kind: 'reminder', reminder: 7, daysLeft: 7 });
    expect(at('2027-05-15')).toEqual({ kind: 'reminder', reminder: 7, daysLeft: 5 });
    expect(at('2027-05-13', [7])).toBeNull();
  });

  it('sends the 2-day reminder from 2 days before, once, and then no 7-day one', () => {
    expect(at('2027-05-18', [7])).toEqual({ kind: 'reminder', reminder: 2, daysLeft: 2 });
    // The 7-day one was missed (a short deadline, or the product was stopped): only the 2-day one goes.
    expect(at('2027-05-19')).toEqual({ kind: 'reminder', reminder: 2, daysLeft: 1 });
    expect(at('2027-05-20')).toEqual({ kind: 'reminder', reminder: 2, daysLeft: 0 });
    expect(at('2027-05-18', [2])).toBeNull();
    expect(at('2027-05-20', [7, 2])).toBeNull();
  });

  it('cancels once the deadline day has passed, whatever was sent', () => {
    expect(at('2027-05-21')).toEqual({ kind: 'cancel' });
    expect(at('2027-06-30', [7, 2])).toEqual({ kind: 'cancel' });
  });

  it('agrees with the windows the job selects by', () => {
    const today = '2027-05-10';
    for (let offset = -3; offset <= 10; offset += 1) {
      const due = dueConsentStep({ deadline: addDays(today, offset), today, sentReminders: [] });
      const inWindow = (step: 7 | 2 | 'cancel') => {
        const { earliest, latest } = consentStepWindow(step, today);
        const day = addDays(today, offset);
        return (earliest === null || day >= earliest) && day <= latest;
      };
      const expected = inWindow('cancel') ? 'cancel' : inWindow(2) ? 2 : inWindow(7) ? 7 : null;
      expect(due === null ? null : due.kind === 'cancel' ? 'cancel' : due.reminder, `deadline ${offset} days`).toBe(
        expected,
      );
    }
  });
});

import { describe, expect, it } from 'vitest';
import { dueReminderKind, UPCOMING_REMINDER_DAYS } from './payment-reminders.ts';

const due = (remainingCents: number) => ({ dueDate: '2027-03-15', remainingCents });

describe('dueReminderKind', () => {
  it('is nothing before the week ahead of the due date', () => {
    expect(dueReminderKind(due(10_000), '2027-03-07')).toBeNull();
    expect(dueReminderKind(due(10_000), '2026-12-31')).toBeNull();
  });

  it('is upcoming from 7 days before the due date to the due date itself', () => {
    expect(UPCOMING_REMINDER_DAYS).toBe(7);
    for (const today of ['2027-03-08', '2027-03-10', '2027-03-15']) {
      expect(dueReminderKind(due(10_000), today), today).toBe('upcoming');
    }
  });

  it('is overdue from the day after the due date, across a month and a year', () => {
    expect(dueReminderKind(due(10_000), '2027-03-16')).toBe('overdue');
    expect(dueReminderKind(due(10_000), '2028-01-02')).toBe('overdue');
    expect(dueReminderKind({ dueDate: '2026-12-31', remainingCents: 1 }, '2027-01-01')).toBe('overdue');
  });

  it('counts the week back across a month end', () => {
    const firstOfMonth = { dueDate: '2027-03-01', remainingCents: 5_000 };
    expect(dueReminderKind(firstOfMonth, '2027-02-21')).toBeNull();
    expect(dueReminderKind(firstOfMonth, '2027-02-22')).toBe('upcoming');
  });

  it('is nothing once the instalment is covered, whatever the day', () => {
    for (const today of ['2027-03-01', '2027-03-15', '2027-04-01']) {
      expect(dueReminderKind(due(0), today), today).toBeNull();
    }
  });
});

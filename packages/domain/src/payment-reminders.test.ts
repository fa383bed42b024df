import { describe, expect, it } from 'vitest';
import { travellerPlan } from './payment-plan.ts';
import { dueReminderKind, UPCOMING_REMINDER_DAYS } from './payment-reminders.ts';

const due = (remainingCents: number) => ({ dueDate: '2027-03-15', remainingCents });

describe('dueReminderKind', () => {
  it('is nothing before the week ahead of the due date', () => {
    expect(dueReminderKind(due(10_000), '2027-03-07', null)).toBeNull();
    expect(dueReminderKind(due(10_000), '2026-12-31', null)).toBeNull();
  });

  it('is upcoming from 7 days before the due date to the due date itself', () => {
    expect(UPCOMING_REMINDER_DAYS).toBe(7);
    for (const today of ['2027-03-08', '2027-03-10', '2027-03-15']) {
      expect(dueReminderKind(due(10_000), today, null), today).toBe('upcoming');
    }
  });

  it('is overdue from the day after the due date, across a month and a year', () => {
    expect(dueReminderKind(due(10_000), '2027-03-16', null)).toBe('overdue');
    expect(dueReminderKind(due(10_000), '2028-01-02', null)).toBe('overdue');
    expect(dueReminderKind({ dueDate: '2026-12-31', remainingCents: 1 }, '2027-01-01', null)).toBe('overdue');
  });

  it('counts the week back across a month end', () => {
    const firstOfMonth = { dueDate: '2027-03-01', remainingCents: 5_000 };
    expect(dueReminderKind(firstOfMonth, '2027-02-21', null)).toBeNull();
    expect(dueReminderKind(firstOfMonth, '2027-02-22', null)).toBe('upcoming');
  });

  it('is nothing once the instalment is covered, whatever the day', () => {
    for (const today of ['2027-03-01', '2027-03-15', '2027-04-01']) {
      expect(dueReminderKind(due(0), today, null), today).toBeNull();
    }
  });
});

describe('dueReminderKind around the approval', () => {
  it('sends nothing on the day of the approval, even for an instalment due within the week', () => {
    const soon = { dueDate: '2026-11-30', remainingCents: 30_000 };
    expect(dueReminderKind(soon, '2026-11-27', '2026-11-27')).toBeNull();
    expect(dueReminderKind(soon, '2026-11-28', '2026-11-27')).toBe('upcoming');
  });

  it('is overdue only after the due date the traveller has, not the plan’s', () => {
    const plan = [{ key: 'deposit', label: { el: '', en: '' }, amountCents: 30_000, dueDate: '2026-11-15' }];
    const [deposit] = travellerPlan(plan, { approvedOn: '2026-11-27', graceDays: 14 });
    const standing = { ...deposit!, remainingCents: 30_000 };
    expect(dueReminderKind(standing, '2026-11-27', '2026-11-27')).toBeNull();
    expect(dueReminderKind(standing, '2026-12-03', '2026-11-27')).toBeNull();
    expect(dueReminderKind(standing, '2026-12-04', '2026-11-27')).toBe('upcoming');
    expect(dueReminderKind(standing, '2026-12-11', '2026-11-27')).toBe('upcoming');
    expect(dueReminderKind(standing, '2026-12-12', '2026-11-27')).toBe('overdue');
  });
});

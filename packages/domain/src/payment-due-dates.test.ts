import { describe, expect, it } from 'vitest';
import {
  approvalDay,
  effectiveDueDate,
  paymentAmountRefusal,
  paymentPicture,
  PAYMENT_GRACE_DEFAULT_DAYS,
  travellerPlan,
} from './payment-plan.ts';
import type { Instalment } from './trip.ts';

const label = { el: '', en: '' };
const plan: Instalment[] = [
  { key: 'deposit', label, amountCents: 30_000, dueDate: '2026-11-15' },
  { key: 'balance', label, amountCents: 79_000, dueDate: '2027-02-15' },
];
const dues = (approvedOn: string | null, graceDays = 14) =>
  travellerPlan(plan, { approvedOn, graceDays }).map((instalment) => instalment.dueDate);

describe('effectiveDueDate', () => {
  it('gives a family approved after the deposit date the grace days from the approval', () => {
    expect(PAYMENT_GRACE_DEFAULT_DAYS).toBe(14);
    expect(dues('2026-11-27')).toEqual(['2026-12-11', '2027-02-15']);
  });

  it('moves a date that is the approval day itself', () => {
    expect(effectiveDueDate('2026-11-15', '2026-11-15', 14)).toBe('2026-11-29');
  });

  it('moves a date one day after the approval, and any date within the grace days', () => {
    expect(effectiveDueDate('2026-11-16', '2026-11-15', 14)).toBe('2026-11-29');
    expect(effectiveDueDate('2026-11-28', '2026-11-15', 14)).toBe('2026-11-29');
  });

  it('keeps a date at or after the end of the grace days', () => {
    expect(effectiveDueDate('2026-11-29', '2026-11-15', 14)).toBe('2026-11-29');
    expect(effectiveDueDate('2026-11-30', '2026-11-15', 14)).toBe('2026-11-30');
    expect(dues('2026-10-01')).toEqual(['2026-11-15', '2027-02-15']);
  });

  it('gives every instalment the same day when the approval comes after the last one', () => {
    expect(dues('2027-03-01')).toEqual(['2027-03-15', '2027-03-15']);
    expect(dues('2027-03-01', 5)).toEqual(['2027-03-06', '2027-03-06']);
  });

  it('keeps the plan as it is without an approval day', () => {
    expect(dues(null)).toEqual(['2026-11-15', '2027-02-15']);
  });

  it('counts across the end of a month and a year', () => {
    expect(effectiveDueDate('2026-12-01', '2026-12-25', 14)).toBe('2027-01-08');
  });
});

describe('approvalDay', () => {
  it('is the day in Cyprus of the approval instant', () => {
    expect(approvalDay('2026-11-26T22:30:00.000Z')).toBe('2026-11-27');
    expect(approvalDay(new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-27');
    expect(approvalDay(null)).toBeNull();
  });
});

describe('paymentPicture on the traveller’s plan', () => {
  const late = travellerPlan(plan, { approvedOn: '2026-11-27', graceDays: 14 });

  it('is not overdue on the approval day nor until the grace days are over', () => {
    for (const today of ['2026-11-27', '2026-12-01', '2026-12-11']) {
      const picture = paymentPicture(late, [], today);
      expect(picture.overdueCents, today).toBe(0);
      expect(picture.next, today).toMatchObject({ key: 'deposit', dueDate: '2026-12-11', overdue: false });
    }
  });

  it('is overdue the day after the effective due date', () => {
    const picture = paymentPicture(late, [], '2026-12-12');
    expect(picture.next?.overdue).toBe(true);
    expect(picture.overdueCents).toBe(30_000);
  });

  it('accepts the same exact amounts whatever the dates', () => {
    expect(paymentAmountRefusal(paymentPicture(late, [], '2026-11-27'), 30_000)).toBeNull();
    expect(paymentAmountRefusal(paymentPicture(late, [], '2026-11-27'), 109_000)).toBeNull();
  });
});

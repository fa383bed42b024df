import { describe, expect, it } from 'vitest';
import {
  changedTripFields,
  shiftDateByYears,
  shiftInstantByYears,
  tripChangeBodySchema,
  tripSectionSchema,
} from './trip-editor.ts';
import { DEMO_CANCELLATION_SCHEDULE } from './payments/cancellation-fees.ts';

const label = { el: 'Προκαταβολή', en: 'Deposit' };
const money = {
  totalPriceCents: 90_000,
  secondChildPriceCents: null,
  laterChildPriceCents: null,
  payments: [
    { key: 'deposit', label, amountCents: 30_000, dueDate: '2027-01-15' },
    { key: 'balance', label: { el: 'Υπόλοιπο', en: 'Balance' }, amountCents: 60_000, dueDate: '2027-03-01' },
  ],
  bankDetails: { beneficiary: 'Voyage Ltd', accountNumber: 'CY00 0000', bank: 'Bank', bic: 'BANKCY2N' },
  cancellationSchedule: DEMO_CANCELLATION_SCHEDULE,
};

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the payment plan rule', () => {
  it('accepts instalments that add up to the price', () => {
    expect(tripSectionSchema('money').safeParse(money).success).toBe(true);
  });

  it('refuses instalments that do not add up to the price, on the payment plan', () => {
    const result = tripSectionSchema('money').safeParse({ ...money, totalPriceCents: 95_000 });
    expect(issuesOf(result)).toEqual([['payments', 'validation.paymentPlanSum']]);
  });

  it('accepts a price of nothing with no instalments', () => {
    expect(tripSectionSchema('money').safeParse({ ...money, totalPriceCents: 0, payments: [] }).success).toBe(true);
  });

  it('saves the cancellation schedule with the money, refusing one without a step at 0 days', () => {
    const schedule = [{ daysBefore: 30, fee: { kind: 'all' } }];
    expect(issuesOf(tripSectionSchema('money').safeParse({ ...money, cancellationSchedule: schedule }))).toEqual([
      ['cancellationSchedule', 'validation.cancellationFromDeparture'],
    ]);
  });

  it('refuses two instalments with one key', () => {
    const payments = [money.payments[0]!, { ...money.payments[1]!, key: 'deposit' }];
    expect(issuesOf(tripSectionSchema('money').safeParse({ ...money, payments }))).toEqual([
      ['payments.1', 'validation.invalid'],
    ]);
  });

  it('refuses a price for brothers and sisters above the trip’s, on its field', () => {
    const result = tripSectionSchema('money').safeParse({
      ...money,
      secondChildPriceCents: 80_000,
      laterChildPriceCents: 95_000,
    });
    expect(issuesOf(result)).toEqual([['laterChildPriceCents', 'validation.familyPriceAboveTrip']]);
  });

  it('checks the rule in a change only when both the price and the plan are in it', () => {
    const body = { changes: { totalPriceCents: 1 }, expectedUpdatedAt: '2027-01-01T00:00:00.000Z' };
    expect(tripChangeBodySchema.safeParse(body).success).toBe(true);
    const both = { ...body, changes: { totalPriceCents: 1, payments: money.payments } };
    expect(issuesOf(tripChangeBodySchema.safeParse(both))).toEqual([['changes.payments', 'validation.paymentPlanSum']]);
  });
});

describe('the calendar rules', () => {
  const calendar = {
    registrationOpensAt: '2027-01-01T08:00:00.000Z',
    registrationClosesAt: '2027-03-01T20:00:00.000Z',
    startsOn: '2027-04-10',
    endsOn: '2027-04-15',
    consentDeadlineDays: 14,
    paymentGraceDays: 14,
    idRetentionDays: 30,
    healthFreezeDays: 14,
    correctionsFreezeDays: 21,
    capacity: 300,
  };

  it('asks for the days to pay an instalment already due at approval: a whole number from 1 to 365', () => {
    for (const days of [0, -1, 1.5, 366]) {
      expect(issuesOf(tripSectionSchema('calendar').safeParse({ ...calendar, paymentGraceDays: days }))).toEqual([
        ['paymentGraceDays', 'validation.wholeNumber'],
      ]);
    }
    expect(tripSectionSchema('calendar').safeParse({ ...calendar, paymentGraceDays: 1 }).success).toBe(true);
  });

  it('accepts a trip that ends after it starts and a window that closes after it opens', () => {
    expect(tripSectionSchema('calendar').safeParse(calendar).success).toBe(true);
  });

  it('refuses an end before the start and a window that closes before it opens', () => {
    const result = tripSectionSchema('calendar').safeParse({
      ...calendar,
      endsOn: '2027-04-09',
      registrationClosesAt: calendar.registrationOpensAt,
    });
    expect(issuesOf(result)).toEqual([
      ['endsOn', 'validation.tripDates'],
      ['registrationClosesAt', 'validation.registrationWindow'],
    ]);
  });

  it('keeps ID data from 1 to 730 days after the return, in whole days', () => {
    for (const days of [0, 731, 1.5]) {
      expect(issuesOf(tripSectionSchema('calendar').safeParse({ ...calendar, idRetentionDays: days }))).toEqual([
        ['idRetentionDays', 'validation.wholeNumber'],
      ]);
    }
    expect(tripSectionSchema('calendar').safeParse({ ...calendar, idRetentionDays: 730 }).success).toBe(true);
  });

  it('refuses dates that are not days', () => {
    expect(issuesOf(tripSectionSchema('calendar').safeParse({ ...calendar, startsOn: '2027-02-30' }))).toContainEqual([
      'startsOn',
      'validation.date',
    ]);
  });
});

describe('the schedule', () => {
  it('numbers the days in the order they stand', () => {
    const day = (n: number) => ({ day: n, title: { el: `Μέρα ${n}`, en: `Day ${n}` }, activities: [] });
    const result = tripSectionSchema('schedule').parse({ schedule: [day(3), day(1)] });
    expect(result.schedule.map((item) => [item.day, item.title.en])).toEqual([
      [1, 'Day 3'],
      [2, 'Day 1'],
    ]);
  });

  it('needs an activity in both languages', () => {
    const schedule = [{ day: 1, title: label, activities: [{ activity: 'louvre', en: 'Louvre', el: ' ' }] }];
    expect(issuesOf(tripSectionSchema('schedule').safeParse({ schedule }))).toEqual([
      ['schedule.0.activities.0.el', 'validation.required'],
    ]);
  });
});

describe('moving a trip on by whole years', () => {
  it('moves days and keeps 29 February within its month', () => {
    expect(shiftDateByYears('2026-04-10', 1)).toBe('2027-04-10');
    expect(shiftDateByYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(shiftDateByYears('2027-12-31', -2)).toBe('2025-12-31');
  });

  it('moves instants and keeps the time of day', () => {
    expect(shiftInstantByYears(new Date('2026-01-15T07:30:00.000Z'), 2).toISOString()).toBe('2028-01-15T07:30:00.000Z');
  });
});

describe('the fields changed', () => {
  it('names only the fields given whose values differ', () => {
    const before = { ...money, capacity: 10 } as never;
    expect(changedTripFields(before, { totalPriceCents: 90_000, capacity: 12 })).toEqual(['capacity']);
  });
});

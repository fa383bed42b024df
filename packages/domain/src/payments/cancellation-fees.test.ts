import { describe, expect, it } from 'vitest';
import { addDays } from '../consent-deadline.ts';
import {
  cancellationOutcome,
  cancellationScheduleSchema,
  DEMO_CANCELLATION_SCHEDULE,
  type CancellationSchedule,
} from './cancellation-fees.ts';

const DEPARTURE = '2027-04-10';
const PRICE = 109_000;
const DEPOSIT = 30_000;
const outcome = (daysBefore: number, paidCents: number, schedule: CancellationSchedule = DEMO_CANCELLATION_SCHEDULE) =>
  cancellationOutcome(schedule, PRICE, paidCents, DEPOSIT, DEPARTURE, addDays(DEPARTURE, -daysBefore));

describe('cancellation fees on the demo schedule', () => {
  it.each([
    [200, 30_000, 79_000],
    [61, 30_000, 79_000],
    [60, 54_500, 54_500],
    [31, 54_500, 54_500],
    [30, 109_000, 0],
    [1, 109_000, 0],
    [0, 109_000, 0],
    [-3, 109_000, 0],
  ])('%i days before the departure, everything paid: keeps %i, refunds %i', (days, kept, refund) => {
    expect(outcome(days, PRICE)).toEqual({ daysBefore: days, feeCents: kept, keptCents: kept, refundCents: refund });
  });

  it('keeps only what was paid when that is less than the fee, and claims nothing more', () => {
    expect(outcome(45, 30_000)).toEqual({ daysBefore: 45, feeCents: 54_500, keptCents: 30_000, refundCents: 0 });
    expect(outcome(61, 10_000)).toMatchObject({ keptCents: 10_000, refundCents: 0 });
    expect(outcome(90, 40_000)).toMatchObject({ keptCents: 30_000, refundCents: 10_000 });
  });

  it('keeps and refunds nothing when nothing was paid', () => {
    for (const days of [61, 60, 30, 0]) expect(outcome(days, 0)).toMatchObject({ keptCents: 0, refundCents: 0 });
  });

  it('never keeps more of a deposit than the price, and rounds a share to the cent', () => {
    const cheap = cancellationOutcome(DEMO_CANCELLATION_SCHEDULE, 20_000, 20_000, 30_000, DEPARTURE, '2026-12-01');
    expect(cheap).toMatchObject({ feeCents: 20_000, keptCents: 20_000, refundCents: 0 });
    const third: CancellationSchedule = [{ daysBefore: 0, fee: { kind: 'percent', percent: 33 } }];
    expect(cancellationOutcome(third, 10_001, 10_001, 0, DEPARTURE, DEPARTURE)).toMatchObject({ feeCents: 3_300 });
  });

  it('reads the steps in any order', () => {
    expect(outcome(45, PRICE, [...DEMO_CANCELLATION_SCHEDULE].reverse())).toMatchObject({ keptCents: 54_500 });
  });
});

describe('a schedule as staff edit it', () => {
  const messages = (value: unknown) =>
    cancellationScheduleSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('accepts the demo schedule', () => {
    expect(cancellationScheduleSchema.parse(DEMO_CANCELLATION_SCHEDULE)).toEqual(DEMO_CANCELLATION_SCHEDULE);
  });

  it('says what is wrong with each step in words the screen translates', () => {
    expect(messages([])).toEqual([['', 'validation.cancellationFromDeparture']]);
    expect(messages([{ daysBefore: 30, fee: { kind: 'all' } }])).toEqual([
      ['', 'validation.cancellationFromDeparture'],
    ]);
    expect(
      messages([
        { daysBefore: 0, fee: { kind: 'all' } },
        { daysBefore: 0, fee: { kind: 'deposit' } },
      ]),
    ).toEqual([['1.daysBefore', 'validation.cancellationDaysTwice']]);
    expect(
      messages([
        { daysBefore: 0, fee: { kind: 'percent', percent: 101 } },
        { daysBefore: 400, fee: { kind: 'deposit' } },
        { daysBefore: 12.5, fee: { kind: 'refund' } },
      ]),
    ).toEqual([
      ['0.fee.percent', 'validation.cancellationPercent'],
      ['1.daysBefore', 'validation.cancellationDays'],
      ['2.daysBefore', 'validation.cancellationDays'],
      ['2.fee.kind', 'validation.cancellationFee'],
    ]);
    expect(messages(Array.from({ length: 11 }, (_, day) => ({ daysBefore: day, fee: { kind: 'all' } })))).toEqual([
      ['', 'validation.tooMany'],
    ]);
  });
});

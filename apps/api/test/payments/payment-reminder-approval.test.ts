import { addDays } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { getDashboard } from '../../src/operations/queries/dashboard.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { DEPOSIT_CENTS, movableClock, reminderKit, START, START_DAY, reminderJobs } from './reminder-kit.ts';

/**
 * Reminders and the dashboard for a family approved after an instalment fell due
 * (docs/product/payments.md#due-dates): the instalment is due the trip's grace days after the approval,
 * nothing is sent on the day of the approval, and nothing is overdue before the new due date.
 */

const t = setupTestApp();
const kit = reminderKit(() => t.db);
const job = reminderJobs(() => t.db, kit);

const kinds = async (travellerId: string) =>
  (await kit.reminders(travellerId)).map((reminder) => [reminder.instalment, reminder.dueDate, reminder.kind]);

describe('payment reminders after a late approval', () => {
  it('sends nothing on the day of approval, upcoming a week before approval + 14, overdue only after it', async () => {
    // The deposit fell due 12 days before the family was approved (START).
    const trip = await kit.trip({ depositDueInDays: -12, balanceDueInDays: 90 });
    const family = await kit.traveller(trip, { language: 'en', approvedAt: START });
    const due = addDays(START_DAY, 14);
    const clock = movableClock();
    const reminders = job(clock);

    await reminders.runOnce();
    expect(await kit.mailTo(family.email)).toHaveLength(0);

    clock.advanceDays(6);
    await reminders.runOnce();
    expect(await kinds(family.id)).toEqual([]);

    clock.advanceDays(1);
    await reminders.runOnce();
    expect(await kinds(family.id)).toEqual([['deposit', due, 'upcoming']]);
    const [upcoming] = await kit.mailTo(family.email);
    expect(upcoming!.textBody).toContain('24 March 2020');

    // On approval + 14 the deposit is due, not late.
    clock.advanceDays(7);
    await reminders.runOnce();
    expect(await kinds(family.id)).toEqual([['deposit', due, 'upcoming']]);

    clock.advanceDays(1);
    await reminders.runOnce();
    expect(await kinds(family.id)).toEqual([
      ['deposit', due, 'upcoming'],
      ['deposit', due, 'overdue'],
    ]);
    expect(await kit.mailTo(family.email)).toHaveLength(2);
  });

  it('sends nothing on the day of approval even when the grace days end within the week', async () => {
    const trip = await kit.trip({ depositDueInDays: -1, paymentGraceDays: 3 });
    const family = await kit.traveller(trip, { approvedAt: START });
    const clock = movableClock();
    const reminders = job(clock);

    await reminders.runOnce();
    expect(await kit.mailTo(family.email)).toHaveLength(0);

    clock.advanceDays(1);
    await reminders.runOnce();
    expect(await kinds(family.id)).toEqual([['deposit', addDays(START_DAY, 3), 'upcoming']]);
  });

  it('keeps the plan’s dates for a family approved in good time, and for one approved before approval times were kept', async () => {
    const trip = await kit.trip({ depositDueInDays: -1 });
    const early = await kit.traveller(trip, { approvedAt: new Date(START.getTime() - 30 * 86_400_000) });
    const unknown = await kit.traveller(trip);
    await job(movableClock()).runOnce();
    for (const family of [early, unknown]) {
      expect(await kinds(family.id)).toEqual([['deposit', addDays(START_DAY, -1), 'overdue']]);
    }
  });
});

describe('dashboard after a late approval', () => {
  it('counts the deposit overdue only after approval + 14', async () => {
    const trip = await kit.trip({ depositDueInDays: -12, balanceDueInDays: 90 });
    await kit.traveller(trip, { approvedAt: START });
    const overdueOn = async (days: number) =>
      (
        await getDashboard(
          t.db,
          { id: trip.id, totalPriceCents: 109_000 },
          new Date(START.getTime() + days * 86_400_000),
        )
      ).payments.overdue;

    expect(await overdueOn(0)).toEqual({ count: 0, cents: 0 });
    expect(await overdueOn(14)).toEqual({ count: 0, cents: 0 });
    expect(await overdueOn(15)).toEqual({ count: 1, cents: DEPOSIT_CENTS });
  });
});

import { formatEuro } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { startPaymentReminderJob } from '../../src/payments/jobs/payment-reminder-job.ts';
import { staffTimeline } from '../../src/travellers/queries/timeline.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { BALANCE_CENTS, BANK, DEPOSIT_CENTS, movableClock, reminderJobs, reminderKit } from './reminder-kit.ts';

const t = setupTestApp();
const kit = reminderKit(() => t.db);
const job = reminderJobs(() => t.db, kit);

describe('payment reminder job: before the due date', () => {
  it('sends nothing 8 days before, then one reminder per uncovered instalment 7 days before, once', async () => {
    const trip = await kit.trip({ depositDueInDays: 8 });
    const deposit = trip.plan[0]!;
    const greek = await kit.traveller(trip, { language: 'el' });
    const english = await kit.traveller(trip, { language: 'en' });
    const clock = movableClock();
    const reminders = job(clock);

    // 8 days before the deposit's due date: too early.
    await reminders.runOnce();
    for (const family of [greek, english]) {
      expect(await kit.mailTo(family.email)).toHaveLength(0);
      expect(await kit.reminders(family.id)).toHaveLength(0);
    }

    // 7 days before: one e-mail each, in the family's language, with what is left of the deposit.
    clock.advanceDays(1);
    const first = await reminders.runOnce();
    expect(first.remindersSent).toBeGreaterThanOrEqual(2);
    for (const [family, locale] of [
      [greek, 'el'],
      [english, 'en'],
    ] as const) {
      const mails = await kit.mailTo(family.email);
      expect(mails.map((mail) => [mail.template, mail.toAddress, mail.locale])).toEqual([
        ['payment-reminder', family.email, locale],
      ]);
      const [mail] = mails;
      expect(mail!.textBody).toContain(formatEuro(DEPOSIT_CENTS, locale));
      expect(mail!.textBody).toContain(BANK.accountNumber);
      expect(mail!.textBody).toContain(BANK.beneficiary);
      expect(mail!.textBody).toContain(BANK.bic);
      expect(mail!.textBody).toContain(family.personalCode!);
      expect(mail!.textBody).toContain(trip.title[locale]);
      expect(mail!.textBody).toContain(`${TEST_PUBLIC_URL}/my-voyage`);
      expect(await kit.reminders(family.id)).toEqual([
        { instalment: 'deposit', dueDate: deposit.dueDate, kind: 'upcoming', amountCents: DEPOSIT_CENTS },
      ]);
      const audit = await kit.auditRows(family.id);
      expect(audit.map((entry) => [entry.action, entry.actorUserId, entry.tripId, entry.details])).toEqual([
        [
          'payment.reminder-sent',
          null,
          trip.id,
          { instalment: 'deposit', dueDate: deposit.dueDate, kind: 'upcoming', amountCents: DEPOSIT_CENTS },
        ],
      ]);
    }
    expect((await kit.mailTo(greek.email))[0]!.subject).toBe(
      `Υπενθύμιση πληρωμής: Προκαταβολή για τον ταξιδιώτη ${greek.name}`,
    );
    expect((await kit.mailTo(english.email))[0]!.subject).toBe(`Payment reminder: Deposit for ${english.name}`);

    // Again the same day, the next day and on the due date itself: nothing more.
    await reminders.runOnce();
    clock.advanceDays(1);
    await reminders.runOnce();
    clock.advanceDays(6);
    await reminders.runOnce();
    for (const family of [greek, english]) {
      expect(await kit.mailTo(family.email)).toHaveLength(1);
      expect(await kit.reminders(family.id)).toHaveLength(1);
    }

    // Staff see it on the traveller's timeline.
    const timeline = await staffTimeline(t.db, greek.id);
    expect(timeline?.filter((entry) => entry.event === 'payment-reminder')).toHaveLength(1);
  });

  it('reminds a family whose window was missed while it lasts (the product was stopped)', async () => {
    const trip = await kit.trip({ depositDueInDays: 3 });
    const family = await kit.traveller(trip);
    await job().runOnce();
    expect(await kit.reminders(family.id)).toEqual([
      { instalment: 'deposit', dueDate: trip.plan[0]!.dueDate, kind: 'upcoming', amountCents: DEPOSIT_CENTS },
    ]);
  });
});

describe('payment reminder job: what is covered', () => {
  it('leaves out an instalment received or Processing, and asks only what is left of one paid in part', async () => {
    const trip = await kit.trip({ depositDueInDays: 7 });
    const received = await kit.traveller(trip);
    await kit.pay(received.id, DEPOSIT_CENTS, 'approved');
    const processing = await kit.traveller(trip, { language: 'en' });
    await kit.pay(processing.id, DEPOSIT_CENTS, 'pending');
    const rejected = await kit.traveller(trip);
    await kit.pay(rejected.id, DEPOSIT_CENTS, 'rejected');
    const withdrawn = await kit.traveller(trip);
    await kit.pay(withdrawn.id, DEPOSIT_CENTS, 'withdrawn');
    const inPart = await kit.traveller(trip, { language: 'en' });
    await kit.pay(inPart.id, 10_000, 'approved');
    await kit.pay(inPart.id, 5_000, 'pending');

    const clock = movableClock();
    const reminders = job(clock);
    await reminders.runOnce();
    // Past the deposit's due date: still nothing for those whose deposit is covered.
    clock.advanceDays(10);
    await reminders.runOnce();

    for (const family of [received, processing]) {
      expect(await kit.mailTo(family.email)).toHaveLength(0);
      expect(await kit.reminders(family.id)).toHaveLength(0);
      expect(await kit.auditRows(family.id)).toHaveLength(0);
    }
    // A rejected or withdrawn receipt covers nothing.
    for (const family of [rejected, withdrawn]) {
      expect((await kit.reminders(family.id)).map((row) => [row.kind, row.amountCents])).toEqual([
        ['upcoming', DEPOSIT_CENTS],
        ['overdue', DEPOSIT_CENTS],
      ]);
    }
    expect((await kit.reminders(inPart.id)).map((row) => [row.kind, row.amountCents])).toEqual([
      ['upcoming', 15_000],
      ['overdue', 15_000],
    ]);
    const [upcoming] = await kit.mailTo(inPart.email);
    expect(upcoming!.textBody).toContain(formatEuro(15_000, 'en'));
  });

  it('reminds of the balance only, once the deposit is received', async () => {
    const trip = await kit.trip({ depositDueInDays: -30, balanceDueInDays: 5 });
    const family = await kit.traveller(trip);
    await kit.pay(family.id, DEPOSIT_CENTS, 'approved');
    await job().runOnce();
    expect(await kit.reminders(family.id)).toEqual([
      { instalment: 'balance', dueDate: trip.plan[1]!.dueDate, kind: 'upcoming', amountCents: BALANCE_CENTS },
    ]);
    expect((await kit.mailTo(family.email))[0]!.subject).toBe(
      `Υπενθύμιση πληρωμής: Εξόφληση για τον ταξιδιώτη ${family.name}`,
    );
  });
});

describe('payment reminder job: after the due date', () => {
  it('sends the overdue reminder once, the day after the due date', async () => {
    const trip = await kit.trip({ depositDueInDays: 7 });
    const deposit = trip.plan[0]!;
    const family = await kit.traveller(trip, { language: 'en' });
    const clock = movableClock();
    const reminders = job(clock);
    await reminders.runOnce();

    // The due date itself: still the upcoming one only.
    clock.advanceDays(7);
    await reminders.runOnce();
    expect((await kit.reminders(family.id)).map((row) => row.kind)).toEqual(['upcoming']);

    clock.advanceDays(1);
    await reminders.runOnce();
    await reminders.runOnce();
    clock.advanceDays(5);
    await reminders.runOnce();

    expect(await kit.reminders(family.id)).toEqual([
      { instalment: 'deposit', dueDate: deposit.dueDate, kind: 'upcoming', amountCents: DEPOSIT_CENTS },
      { instalment: 'deposit', dueDate: deposit.dueDate, kind: 'overdue', amountCents: DEPOSIT_CENTS },
    ]);
    const mails = await kit.mailTo(family.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Payment reminder: Deposit for ${family.name}`,
      `Payment overdue: Deposit for ${family.name}`,
    ]);
    expect(mails[1]!.textBody).toContain(formatEuro(DEPOSIT_CENTS, 'en'));
    expect((await kit.auditRows(family.id)).map((entry) => entry.details)).toEqual([
      { instalment: 'deposit', dueDate: deposit.dueDate, kind: 'upcoming', amountCents: DEPOSIT_CENTS },
      { instalment: 'deposit', dueDate: deposit.dueDate, kind: 'overdue', amountCents: DEPOSIT_CENTS },
    ]);
  });

  it('sends only the overdue reminder when the upcoming one never went', async () => {
    const trip = await kit.trip({ depositDueInDays: -2 });
    const family = await kit.traveller(trip);
    const reminders = job();
    await reminders.runOnce();
    await reminders.runOnce();
    expect(await kit.reminders(family.id)).toEqual([
      { instalment: 'deposit', dueDate: trip.plan[0]!.dueDate, kind: 'overdue', amountCents: DEPOSIT_CENTS },
    ]);
    const mails = await kit.mailTo(family.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Εκπρόθεσμη πληρωμή: Προκαταβολή για τον ταξιδιώτη ${family.name}`,
    ]);
  });
});

describe('payment reminder job: who is not reminded', () => {
  it('leaves out cancelled, rejected, deleted and pending registrations, and travellers without a code', async () => {
    const trip = await kit.trip({ depositDueInDays: -1, balanceDueInDays: 3 });
    const families = await Promise.all([
      kit.traveller(trip, { status: 'cancelled' }),
      kit.traveller(trip, { status: 'rejected' }),
      kit.traveller(trip, { status: 'deleted' }),
      kit.traveller(trip, { status: 'pending', personalCode: null }),
      kit.traveller(trip, { personalCode: null }),
    ]);
    // The same trip's approved traveller is reminded: the pass did run on these dates.
    const approved = await kit.traveller(trip);
    const clock = movableClock();
    const reminders = job(clock);
    await reminders.runOnce();
    clock.advanceDays(5);
    await reminders.runOnce();

    expect((await kit.reminders(approved.id)).map((row) => [row.instalment, row.kind])).toEqual([
      ['deposit', 'overdue'],
      ['balance', 'upcoming'],
      ['balance', 'overdue'],
    ]);
    for (const family of families) {
      expect(await kit.mailTo(family.email)).toHaveLength(0);
      expect(await kit.reminders(family.id)).toHaveLength(0);
      expect(await kit.auditRows(family.id)).toHaveLength(0);
    }
  });
});

describe('payment reminder job: its timer', () => {
  it('runs at start when polling', async () => {
    const trip = await kit.trip({ depositDueInDays: 1 });
    const family = await kit.traveller(trip);
    const clock = movableClock();
    const polling = startPaymentReminderJob({
      db: t.db,
      publicUrl: TEST_PUBLIC_URL,
      logger: { info() {}, warn() {}, error() {} },
      now: clock.now,
      intervalMs: 60_000,
    });
    try {
      await expect.poll(async () => (await kit.reminders(family.id)).length, { timeout: 5_000 }).toBe(1);
    } finally {
      await polling.stop();
    }
  });
});

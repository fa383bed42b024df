import { randomUUID } from 'node:crypto';
import { afterAll, afterEach } from 'vitest';
import {
  addDays,
  creditorReferenceForCode,
  type Instalment,
  type Locale,
  type PaymentStatus,
  type RegistrationStatus,
} from '@voyage/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { auditLog, outbox, paymentReminders, payments, schools, travellers, trips } from '../../src/db/schema/index.ts';
import { startPaymentReminderJob, type PaymentReminderJob } from '../../src/payments/jobs/payment-reminder-job.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { movableClock, START_DAY, type MovableClock } from '../review/consent-kit.ts';
import { tripOfTraveller } from '../helpers/trip-of-traveller.ts';

export { movableClock, START, START_DAY, type MovableClock } from '../review/consent-kit.ts';

export const DEPOSIT_CENTS = 30_000;
export const BALANCE_CENTS = 79_000;

export const BANK = {
  beneficiary: 'Reminder test beneficiary',
  accountNumber: 'CY17 0020 0128 0000 0012 0052 7600',
  bank: 'Test Bank of Cyprus',
  bic: 'TESTCY2N',
};

const silent = { info() {}, warn() {}, error() {} };

/** A job without a timer, on the moved clock: the test calls runOnce(). */
export function testJob(db: Database, clock: MovableClock, batchSize?: number): PaymentReminderJob {
  return startPaymentReminderJob({
    db,
    publicUrl: TEST_PUBLIC_URL,
    logger: silent,
    now: clock.now,
    poll: false,
    batchSize,
  });
}

export type ReminderTrip = { id: number; schoolId: number; title: { el: string; en: string }; plan: Instalment[] };

export type MadeTraveller = { id: string; email: string; name: string; personalCode: string | null };

/**
 * Trips of their own (a copy of the active trip's texts, inactive, in 2020) whose plan falls due a given
 * number of days after START_DAY, so the job's clock, years before the seeded data, acts only on what a
 * test made. Keeps what a file made, to remove it afterwards (PostgreSQL files share one database).
 */
export function reminderKit(db: () => Database) {
  const madeTrips: number[] = [];
  const madeTravellers: string[] = [];
  const madeEmails: string[] = [];

  async function trip({
    depositDueInDays,
    balanceDueInDays = depositDueInDays + 60,
    paymentGraceDays = 14,
  }: {
    depositDueInDays: number;
    balanceDueInDays?: number;
    paymentGraceDays?: number;
  }): Promise<ReminderTrip> {
    const [active] = await db().select().from(trips).where(eq(trips.active, true)).limit(1);
    if (!active) throw new Error('the seeded database has no active trip');
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...content } = active;
    const plan: Instalment[] = [
      {
        key: 'deposit',
        label: { el: 'Προκαταβολή', en: 'Deposit' },
        amountCents: DEPOSIT_CENTS,
        dueDate: addDays(START_DAY, depositDueInDays),
      },
      {
        key: 'balance',
        label: { el: 'Εξόφληση', en: 'Balance' },
        amountCents: BALANCE_CENTS,
        dueDate: addDays(START_DAY, balanceDueInDays),
      },
    ];
    const tag = randomUUID().slice(0, 8);
    const [made] = await db()
      .insert(trips)
      .values({
        ...content,
        name: { el: `Υπενθυμίσεις ${tag}`, en: `Reminders ${tag}` },
        title: { el: `Ταξίδι υπενθυμίσεων ${tag}`, en: `Reminder trip ${tag}` },
        year: 2020,
        active: false,
        totalPriceCents: DEPOSIT_CENTS + BALANCE_CENTS,
        paymentPlan: plan,
        paymentGraceDays,
        bankDetails: BANK,
      })
      .returning({ id: trips.id, title: trips.title });
    madeTrips.push(made!.id);
    const [school] = await db()
      .insert(schools)
      .values({ tripId: made!.id, name: `Reminder school ${tag}`, district: 'lemesos', registrationCode: tag })
      .returning({ id: schools.id });
    return { id: made!.id, schoolId: school!.id, title: made!.title, plan };
  }

  /**
   * A registration of `on` (approved unless told), with a personal code unless told `null`; approved at
   * `approvedAt` when given (without it, a registration approved before approval times were kept).
   */
  async function traveller(
    on: ReminderTrip,
    {
      language = 'el',
      status = 'approved',
      personalCode,
      approvedAt = null,
    }: { language?: Locale; status?: RegistrationStatus; personalCode?: string | null; approvedAt?: Date | null } = {},
  ): Promise<MadeTraveller> {
    const id = randomUUID();
    const email = `reminder-${id.slice(0, 8)}@example.com`;
    const code = personalCode === undefined ? `REM-${id.slice(0, 8).toUpperCase()}` : personalCode;
    const [firstName, lastName] = language === 'el' ? ['ΝΙΚΟΣ', 'ΓΕΩΡΓΙΟΥ'] : ['NICK', 'GEORGE'];
    await db()
      .insert(travellers)
      .values({
        id,
        tripId: on.id,
        schoolId: on.schoolId,
        status,
        statusBeforeDeletion: status === 'deleted' ? 'approved' : null,
        personalCode: code,
        paymentReference: code === null ? null : creditorReferenceForCode(code),
        firstName,
        lastName,
        gender: 'male',
        dateOfBirth: '2012-05-02',
        city: 'Limassol',
        district: 'lemesos',
        phone: '+357 99 654321',
        language,
        guardianName: 'Guardian of the reminder test',
        guardianEmail: email,
        approvedAt,
      });
    madeTravellers.push(id);
    madeEmails.push(email);
    return { id, email, name: `${firstName} ${lastName}`, personalCode: code };
  }

  async function pay(travellerId: string, amountCents: number, status: PaymentStatus): Promise<void> {
    await db()
      .insert(payments)
      .values({ travellerId, tripId: tripOfTraveller(travellerId), amountCents, status, method: 'transfer' });
  }

  async function mailTo(email: string) {
    return db().select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(asc(outbox.createdAt));
  }

  async function reminders(travellerId: string) {
    return db()
      .select({
        instalment: paymentReminders.instalment,
        dueDate: paymentReminders.dueDate,
        kind: paymentReminders.kind,
        amountCents: paymentReminders.amountCents,
      })
      .from(paymentReminders)
      .where(eq(paymentReminders.travellerId, travellerId))
      .orderBy(asc(paymentReminders.sentAt), asc(paymentReminders.kind));
  }

  async function auditRows(travellerId: string) {
    return db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'traveller'), eq(auditLog.entityId, travellerId)))
      .orderBy(asc(auditLog.id));
  }

  /** Removes the travellers (their payments and reminders go with them), the trips and the mail; audit rows stay. */
  async function cleanUp(): Promise<void> {
    if (madeTravellers.length > 0) await db().delete(travellers).where(inArray(travellers.id, madeTravellers));
    if (madeTrips.length > 0) await db().delete(trips).where(inArray(trips.id, madeTrips));
    if (madeEmails.length > 0) await db().delete(outbox).where(inArray(outbox.toAddress, madeEmails));
  }

  return { trip, traveller, pay, mailTo, reminders, auditRows, cleanUp };
}

/**
 * The jobs a test file starts, each on its moved clock (a fresh one from START unless given): stopped after
 * each test, and what `kit` made removed after the file.
 */
export function reminderJobs(db: () => Database, kit: ReturnType<typeof reminderKit>) {
  const jobs: PaymentReminderJob[] = [];
  afterEach(async () => {
    await Promise.all(jobs.splice(0).map((job) => job.stop()));
  });
  afterAll(async () => {
    await kit.cleanUp();
  });
  return (clock: MovableClock = movableClock()): PaymentReminderJob => {
    const made = testJob(db(), clock);
    jobs.push(made);
    return made;
  };
}

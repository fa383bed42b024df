import { randomUUID } from 'node:crypto';
import {
  addDays,
  approvalDay,
  creditorReferenceForCode,
  dashboardSchema,
  formatCreditorReference,
  isValidCreditorReference,
  formatEuro,
  travellerPlan,
  tripDate,
  type Locale,
} from '@voyage/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { schools, travellers, trips } from '../../src/db/schema/index.ts';
import { escapeHtml } from '../../src/mail/templates/render.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { expecting, insertTraveller, setupReviewApp } from './review-kit.ts';
import { smtpServerPerFile } from '../mail/smtp-per-file.ts';
import { copyOfActiveTrip } from '../helpers/trip-cases.ts';

/**
 * The review's e-mails as a family receives them (docs/product/review.md#approval): written in the
 * family's language, delivered by the outbox worker to a real SMTP server on 127.0.0.1 and read back.
 */

const { t, calls } = setupReviewApp({ signInRateLimitMax: 1000 });
const smtp = smtpServerPerFile(t);

function longDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'el' ? 'el-GR' : 'en-IE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

const MY_VOYAGE = `${TEST_PUBLIC_URL}/my-voyage`;

describe('the approval e-mail', () => {
  it.each([
    ['el', 'Εγκρίθηκε η εγγραφή', 'Κωδικός αναφοράς πληρωμής (RF)', 'ακριβώς όπως είναι', 'ακριβώς το ποσό'],
    ['en', 'is approved', 'Payment reference (RF)', 'Quote the payment reference', 'exact amount'],
  ] as const)(
    '%s: what to pay and by when, to whom, the RF reference, the exact amount and the consent deadline',
    async (locale, subject, referenceLabel, quoteIt, exactAmount) => {
      const [trip] = await t.db.select().from(trips).where(eq(trips.active, true));
      const traveller = await insertTraveller(t.db, { language: locale });
      const approved = await calls.approve(traveller.id, expecting('pending'), await t.signInAsAdmin());
      const { personalCode, paymentReference, consentDeadline, approvedAt } = approved.json() as {
        personalCode: string;
        paymentReference: string;
        consentDeadline: string;
        approvedAt: string;
      };
      // The dates the family owes: the plan's, or the grace days after today for an instalment due already.
      const plan = travellerPlan(trip!.paymentPlan, {
        approvedOn: approvalDay(approvedAt),
        graceDays: trip!.paymentGraceDays,
      });

      // The reference is the code's, stored at approval, and the bank's check digits hold.
      expect(paymentReference).toBe(creditorReferenceForCode(personalCode));
      expect(isValidCreditorReference(paymentReference)).toBe(true);

      const mail = await smtp.delivered(traveller.guardianEmail);
      expect(mail.subject).toContain(subject);
      expect(mail.subject).toContain(`${traveller.firstName} ${traveller.lastName}`);
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(trip!.bankDetails.accountNumber);
        expect(body).toContain(escapeHtml(trip!.bankDetails.beneficiary));
        expect(body).toContain(trip!.bankDetails.bank);
        expect(body).toContain(personalCode);
        expect(body).toContain(referenceLabel);
        // Grouped in fours for reading (`RF07 PAR2 7004 3`), with the words to quote it exactly.
        expect(body).toContain(formatCreditorReference(paymentReference));
        expect(body).toContain(quoteIt);
        expect(body).toContain(exactAmount);
        expect(body).toContain(longDate(consentDeadline, locale));
        for (const instalment of plan) {
          expect(body).toContain(escapeHtml(instalment.label[locale]));
          expect(body).toContain(formatEuro(instalment.amountCents, locale));
          expect(body).toContain(longDate(instalment.dueDate, locale));
        }
      }
      expect(mail.text).toContain(MY_VOYAGE);
      expect(mail.html).toContain(`href="${MY_VOYAGE}"`);
      expect(mail.html).toContain(`<html lang="${locale}">`);
    },
  );

  it('writes euro as each language does: 300 € in Greek, €300 in English', async () => {
    const [trip] = await t.db.select().from(trips).where(eq(trips.active, true));
    const deposit = trip!.paymentPlan[0]!.amountCents / 100;
    const greek = await insertTraveller(t.db, { language: 'el' });
    const english = await insertTraveller(t.db, { language: 'en' });
    const admin = await t.signInAsAdmin();
    await calls.approve(greek.id, expecting('pending'), admin);
    await calls.approve(english.id, expecting('pending'), admin);
    expect((await smtp.delivered(greek.guardianEmail)).text).toMatch(new RegExp(`${deposit}\\s€`));
    expect((await smtp.delivered(english.guardianEmail)).text).toContain(`€${deposit}`);
  });
});

describe('the approval e-mail after an instalment fell due', () => {
  const made = { tripIds: [] as number[], travellerIds: [] as string[] };
  afterAll(async () => {
    if (made.travellerIds.length > 0) await t.db.delete(travellers).where(inArray(travellers.id, made.travellerIds));
    for (const tripId of made.tripIds) {
      await t.db.delete(schools).where(eq(schools.tripId, tripId));
      await t.db.delete(trips).where(eq(trips.id, tripId));
    }
  });

  /** A trip of its own whose deposit fell due 12 days ago and whose balance is due in 80 days, and a family on it. */
  async function lateFamily(locale: Locale) {
    const today = tripDate(new Date());
    const [active] = await t.db.select().from(trips).where(eq(trips.active, true));
    const [deposit, balance] = active!.paymentPlan;
    const trip = await copyOfActiveTrip(t, {
      name: { el: 'Αργή έγκριση', en: `Late approval ${randomUUID().slice(0, 8)}` },
      paymentPlan: [
        { ...deposit!, dueDate: addDays(today, -12) },
        { ...balance!, dueDate: addDays(today, 80) },
      ],
      paymentGraceDays: 14,
    });
    made.tripIds.push(trip.id);
    const [school] = await t.db
      .insert(schools)
      .values({ tripId: trip.id, name: 'Late school', district: 'lemesos', registrationCode: randomUUID().slice(0, 9) })
      .returning({ id: schools.id });
    const traveller = await insertTraveller(t.db, { language: locale, tripId: trip.id, schoolId: school!.id });
    made.travellerIds.push(traveller.id);
    return { today, tripId: trip.id, traveller, deposit: deposit!, balance: balance! };
  }

  it.each(['el', 'en'] as const)(
    '%s: gives the deposit the 14 days after the approval, not the date that passed, and keeps the balance date',
    async (locale) => {
      const { today, traveller, deposit } = await lateFamily(locale);
      const approved = await calls.approve(traveller.id, expecting('pending'), await t.signInAsAdmin());
      expect(approved.statusCode, approved.body).toBe(200);
      const mail = await smtp.delivered(traveller.guardianEmail);
      const by = locale === 'el' ? 'έως' : 'by';
      expect(mail.text).toContain(
        `${formatEuro(deposit.amountCents, locale)}, ${by} ${longDate(addDays(today, 14), locale)}`,
      );
      expect(mail.text).not.toContain(longDate(addDays(today, -12), locale));
      expect(mail.text).toContain(longDate(addDays(today, 80), locale));
    },
  );

  it('is not counted overdue on the dashboard on the day of the approval', async () => {
    const { tripId, traveller } = await lateFamily('en');
    const admin = await t.signInAsAdmin();
    expect((await calls.approve(traveller.id, expecting('pending'), admin)).statusCode).toBe(200);
    const response = await t.app.inject({
      url: '/api/dashboard',
      query: { trip_id: String(tripId) },
      headers: { cookie: admin },
    });
    const { payments } = dashboardSchema.parse(response.json());
    expect(payments.outstandingCents).toBeGreaterThan(0);
    expect(payments.overdue).toEqual({ count: 0, cents: 0 });
  });
});

describe('the rejection and withdrawal e-mails', () => {
  it.each([
    ['el', 'δεν εγκρίθηκε', 'Αιτία: Οι θέσεις συμπληρώθηκαν.', 'Οι θέσεις συμπληρώθηκαν.'],
    ['en', 'was not approved', 'Reason: The places are full.', 'The places are full.'],
  ] as const)('%s: the rejection says why', async (locale, subject, line, reason) => {
    const traveller = await insertTraveller(t.db, { language: locale });
    await calls.reject(traveller.id, { ...expecting('pending'), reason }, await t.signInAsAdmin());
    const mail = await smtp.delivered(traveller.guardianEmail);
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain(line);
    expect(mail.html).toContain(escapeHtml(line));
  });

  it.each([
    ['el', 'Αιτία: Λείπει η υπογραφή του κηδεμόνα.', 'The guardian’s signature is missing.'],
    ['en', 'Reason: The guardian’s signature is missing.', 'Λείπει η υπογραφή του κηδεμόνα.'],
  ] as const)(
    '%s: a reason written in both languages reaches the family in theirs only',
    async (locale, line, other) => {
      const traveller = await insertTraveller(t.db, { language: locale });
      const reason = { el: 'Λείπει η υπογραφή του κηδεμόνα.', en: 'The guardian’s signature is missing.' };
      const answer = await calls.reject(traveller.id, { ...expecting('pending'), reason }, await t.signInAsAdmin());
      expect(answer.json()).toMatchObject({ statusReason: reason[locale] });
      const mail = await smtp.delivered(traveller.guardianEmail);
      expect(mail.text).toContain(line);
      expect(mail.text).not.toContain(other);
    },
  );

  it('a reason written only in English still reaches a Greek family, as written', async () => {
    const traveller = await insertTraveller(t.db, { language: 'el' });
    const reason = { en: 'The school is not on the list.' };
    const answer = await calls.reject(traveller.id, { ...expecting('pending'), reason }, await t.signInAsAdmin());
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await smtp.delivered(traveller.guardianEmail)).text).toContain('Αιτία: The school is not on the list.');
  });

  it('refuses a reason with no text in either language', async () => {
    const traveller = await insertTraveller(t.db, { language: 'el' });
    const admin = await t.signInAsAdmin();
    for (const reason of [{}, { el: '' }, { fr: 'Non' }]) {
      const answer = await calls.reject(traveller.id, { ...expecting('pending'), reason }, admin);
      expect(answer.statusCode, JSON.stringify(reason)).toBe(400);
    }
  });

  it.each([
    ['el', 'αποσύρθηκε', 'αποσύρατε την εγγραφή'],
    ['en', 'has been withdrawn', 'you withdrew the registration'],
  ] as const)('%s: the withdrawal is confirmed', async (locale, subject, line) => {
    const traveller = await insertTraveller(t.db, { language: locale });
    const cookie = await t.signInAsGuardian(traveller.guardianEmail);
    expect((await calls.withdraw(traveller.id, expecting('pending'), cookie)).statusCode).toBe(200);
    const mail = await smtp.delivered(traveller.guardianEmail);
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain(line);
    expect(mail.text).toContain(MY_VOYAGE);
  });
});

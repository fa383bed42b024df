import { formatEuro, type Locale } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trips } from '../../src/db/schema/index.ts';
import { escapeHtml } from '../../src/mail/templates/render.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { expecting, insertTraveller, setupReviewApp } from './review-kit.ts';
import { smtpServerPerFile } from '../mail/smtp-per-file.ts';

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
    ['el', 'Εγκρίθηκε η εγγραφή', 'Αιτιολογία', 'ακριβώς το ποσό'],
    ['en', 'is approved', 'Reference', 'exact amount'],
  ] as const)(
    '%s: what to pay and by when, to whom, the reference, the exact amount and the consent deadline',
    async (locale, subject, referenceLabel, exactAmount) => {
      const [trip] = await t.db.select().from(trips).where(eq(trips.active, true));
      const traveller = await insertTraveller(t.db, { language: locale });
      const approved = await calls.approve(traveller.id, expecting('pending'), await t.signInAsAdmin());
      const { personalCode, consentDeadline } = approved.json() as { personalCode: string; consentDeadline: string };

      const mail = await smtp.delivered(traveller.guardianEmail);
      expect(mail.subject).toContain(subject);
      expect(mail.subject).toContain(`${traveller.firstName} ${traveller.lastName}`);
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(trip!.bankDetails.accountNumber);
        expect(body).toContain(escapeHtml(trip!.bankDetails.beneficiary));
        expect(body).toContain(trip!.bankDetails.bank);
        expect(body).toContain(personalCode);
        expect(body).toContain(referenceLabel);
        expect(body).toContain(exactAmount);
        expect(body).toContain(longDate(consentDeadline, locale));
        for (const instalment of trip!.paymentPlan) {
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
  ] as const)('%s: a reason written in both languages reaches the family in theirs only', async (locale, line, other) => {
    const traveller = await insertTraveller(t.db, { language: locale });
    const reason = { el: 'Λείπει η υπογραφή του κηδεμόνα.', en: 'The guardian’s signature is missing.' };
    const answer = await calls.reject(traveller.id, { ...expecting('pending'), reason }, await t.signInAsAdmin());
    expect(answer.json()).toMatchObject({ statusReason: reason[locale] });
    const mail = await smtp.delivered(traveller.guardianEmail);
    expect(mail.text).toContain(line);
    expect(mail.text).not.toContain(other);
  });

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

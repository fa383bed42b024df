import { readFileSync } from 'node:fs';
import {
  addDays,
  compactIban,
  creditorReferenceForCode,
  formatEuro,
  tripDate,
  type StaffPayment,
  type Trip,
} from '@voyage/domain';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { t, type Language } from '../../fixtures/i18n.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { PASSPORT_JPEG, uniqueLetters } from '../../fixtures/registration-form.ts';
import { csrfHeaders } from '../../fixtures/accounts.ts';
import { familyName, registrationNow, signInAsFamily } from '../../fixtures/review.ts';
import { describeStory, DESKTOP, expect, PHONE, test } from '../../fixtures/family-test.ts';

/** The bank booked the money three days ago: the payment must say that day, not the day of the import. */
const BANK_DAY = addDays(tripDate(new Date()), -3);
/**
 * Each run on a school, an amount and a screen of its own: staff in Greek, the family on a phone; staff in
 * English, the family on a desktop. The odd amount is one the exact-amount rule refuses once the deposit is
 * paid: staff assign it with a reason.
 */
const RUNS = [
  { lng: 'el', seat: 13, oddCents: 5_000, family: PHONE, dates: 'el-GR', reason: 'Δεύτερη δόση σε δύο μεταφορές' },
  {
    lng: 'en',
    seat: 12,
    oddCents: 5_100,
    family: DESKTOP,
    dates: 'en-IE',
    reason: 'Second instalment in two transfers',
  },
] as const satisfies readonly {
  lng: Language;
  seat: number;
  oddCents: number;
  family: typeof PHONE;
  dates: string;
  reason: string;
}[];

type Entry = { cents: number; reference?: string; text: string; payer: string };

const amount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A camt.053 statement of the trip's account, as the bank exports it, one credit entry a line. */
function camt053(iban: string, entries: Entry[]): string {
  const body = entries
    .map(
      (entry, index) => `
      <Ntry>
        <NtryRef>E2E-${uniqueLetters(8)}-${index}</NtryRef>
        <Amt Ccy="EUR">${amount(entry.cents)}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${BANK_DAY}</Dt></BookgDt>
        <ValDt><Dt>${BANK_DAY}</Dt></ValDt>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Pty><Nm>${entry.payer}</Nm></Pty></Dbtr></RltdPties>
          <RmtInf>
            <Ustrd>${entry.text}</Ustrd>
            ${entry.reference ? `<Strd><CdtrRefInf><Ref>${entry.reference}</Ref></CdtrRefInf></Strd>` : ''}
          </RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt><GrpHdr><MsgId>E2E</MsgId><CreDtTm>${BANK_DAY}T06:00:00+02:00</CreDtTm></GrpHdr>
    <Stmt><Id>E2E</Id><CreDtTm>${BANK_DAY}T06:00:00+02:00</CreDtTm>
      <Acct><Id><IBAN>${compactIban(iban)}</IBAN></Id><Ccy>EUR</Ccy></Acct>${body}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

function deposit(trip: Trip): number {
  const first = trip.payments[0];
  if (!first) throw new Error('the trip has no payment plan');
  return first.amountCents;
}

describeStory('[PAYMENTS]: staff import the bank statement', DESKTOP, 240_000, () => {
  for (const { lng, seat, oddCents: ODD_CENTS, family, dates, reason } of RUNS) {
    test(`[PAYMENTS]: staff import a camt.053 (${lng}), read the preview, apply it, assign the line left waiting with a reason; the family reads the bank’s date`, async ({
      page,
      adminApi,
      publicTrip,
      newFamily,
      openStaffPage,
    }) => {
      const { trip } = publicTrip;
      const registration = await newFamily({
        seat,
        language: lng,
        surname: `BANK${uniqueLetters(4)}`,
        approved: true,
      });
      const { personalCode } = await registrationNow(adminApi, registration);
      const name = familyName(registration);
      const depositCents = deposit(trip);
      const xml = camt053(trip.bankDetails.accountNumber, [
        {
          cents: depositCents,
          reference: creditorReferenceForCode(personalCode!),
          text: 'PROKATAVOLI',
          payer: 'ELENI REVIEW',
        },
        { cents: ODD_CENTS, text: `EKDROMI ${registration.firstName} ${registration.lastName}`, payer: 'GEORGIOS K' },
      ]);

      await test.step('the family reports the deposit with its receipt: it waits as Processing', async () => {
        await page.setViewportSize(family);
        await signInAsFamily(page, lng, registration.guardianEmail);
        const reported = await page.request.post(`/api/my/travellers/${registration.id}/payments`, {
          headers: await csrfHeaders(page.request),
          multipart: {
            amountCents: String(depositCents),
            transferDate: BANK_DAY,
            file: { name: 'apodeixi.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PASSPORT_JPEG) },
          },
        });
        expect(reported.status(), await reported.text()).toBe(201);
      });

      const staff = await openStaffPage();
      const dialog = staff.getByRole('dialog', { name: t(lng, 'payments:statements.title') });
      const preview = dialog.getByRole('table', { name: t(lng, 'payments:statements.previewTable') });
      const matchedRow = preview.getByRole('row').filter({ hasText: formatEuro(depositCents, lng) });
      const waitingRow = preview.getByRole('row').filter({ hasText: formatEuro(ODD_CENTS, lng) });

      await test.step('staff choose the statement and read the preview: each line’s state and why', async () => {
        await staff.goto('/admin/payments');
        if (lng === 'en') await switchLanguage(staff, 'en');
        await staff.getByRole('button', { name: t(lng, 'payments:statements.button'), exact: true }).click();
        await expect(dialog).toBeVisible();
        await dialog.locator('input[type="file"]').setInputFiles({
          name: 'kinisi-logariasmou.xml',
          mimeType: 'application/xml',
          buffer: Buffer.from(xml),
        });
        await expect(dialog).toContainText(
          t(lng, 'payments:statements.fileChosen', { name: 'kinisi-logariasmou.xml' }),
        );
        await dialog.getByRole('button', { name: t(lng, 'payments:statements.read'), exact: true }).click();
        await expect(preview).toBeVisible();
        await expect(matchedRow).toContainText(t(lng, 'payments:statements.states.matched'));
        await expect(matchedRow).toContainText(name);
        await expect(waitingRow).toContainText(t(lng, 'payments:statements.states.suggested'));
        await expect(waitingRow).toContainText(t(lng, 'payments:statements.why.name', { name }));
        await expectNoSeriousA11yViolations(staff, 'the import dialog with the preview');
      });

      await test.step('staff apply it and read what it did', async () => {
        await dialog.getByRole('button', { name: t(lng, 'payments:statements.apply'), exact: true }).click();
        // The family's receipt is confirmed by its bank line; nothing new is recorded for it.
        const summary = t(lng, 'payments:statements.result', { confirmed: 1, recorded: 0, waiting: 1, skipped: 0 });
        await expect(dialog.getByText(summary, { exact: true })).toBeVisible();
        await dialog.getByRole('button', { name: t(lng, 'payments:statements.close'), exact: true }).click();
        await expect(dialog).toBeHidden();
      });

      await test.step('staff assign the line left waiting, with a reason since the rule refuses its amount', async () => {
        // "Bank lines waiting (n)": the count is of every line waiting on the trip, this one among them.
        const title = t(lng, 'payments:statements.waiting.title', { count: 0 }).replace(' (0)', '');
        const waiting = staff.getByRole('region', { name: new RegExp(`^${title} \\(\\d+\\)$`) });
        const row = waiting.getByRole('row').filter({ hasText: formatEuro(ODD_CENTS, lng) });
        await expect(row).toContainText(t(lng, 'payments:statements.why.name', { name }));
        await row.getByRole('button', { name: t(lng, 'payments:statements.waiting.decide') }).click();
        const decide = staff.getByRole('dialog', { name: t(lng, 'payments:statements.waiting.decideTitle') });
        await expect(decide).toBeVisible();
        await expect(
          decide.getByRole('combobox', { name: t(lng, 'payments:statements.waiting.traveller') }),
        ).toHaveText(name);
        await decide.getByRole('textbox', { name: t(lng, 'payments:statements.waiting.reason') }).fill(reason);
        await decide.getByRole('button', { name: t(lng, 'payments:statements.waiting.assign'), exact: true }).click();
        await expect(decide).toBeHidden();
        await expect(row).toHaveCount(0);
      });

      await test.step('the family’s receipt, and the line assigned, show Received on the bank’s day', async () => {
        const response = await adminApi.get(`/api/admin/travellers/${registration.id}/payments`);
        const payments = (await response.json()) as StaffPayment[];
        expect(payments.map((payment) => [payment.amountCents, payment.status])).toEqual([
          [depositCents, 'approved'],
          [ODD_CENTS, 'approved'],
        ]);
        await page.reload();
        // A list of cards on a phone, a table on a desktop: either named so.
        const list = page.getByLabel(t(lng, 'myVoyage:payments.table', { name }), { exact: true });
        const items = list.getByRole(family === PHONE ? 'listitem' : 'row');
        for (const payment of payments) {
          const day = await page.evaluate(
            ([instant, locale]) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(instant)),
            [payment.receivedAt!, dates] as const,
          );
          const item = items.filter({ hasText: formatEuro(payment.amountCents, lng) });
          await expect(item).toContainText(t(lng, 'components:paymentStatus.approved'));
          // The card says "Received on <day>"; the table has the day in its Received column.
          await expect(item).toContainText(
            family === PHONE ? t(lng, 'myVoyage:payments.received', { date: day }) : day,
          );
        }
        const bankDay = await page.evaluate(
          ([day, locale]) =>
            new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(day)),
          [BANK_DAY, dates] as const,
        );
        await expect(list).toContainText(bankDay);
      });
    });
  }
});

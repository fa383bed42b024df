import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import {
  acceptedPaymentAmounts,
  creditorReferenceForCode,
  formatCreditorReference,
  formatEuro,
  paymentPicture,
  tripDate,
  type Trip,
} from '@voyage/domain';
import { travellerName } from '../../fixtures/admin-data.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { dataRows, grid } from '../../fixtures/data-grid.ts';
import { t, type Language } from '../../fixtures/i18n.ts';
import { waitForMail } from '../../fixtures/mailbox.ts';
import { mailSubject } from '../../fixtures/mail-subjects.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { PASSPORT_JPEG, uniqueLetters } from '../../fixtures/registration-form.ts';
import { familyName, registrationNow, signInAsFamily } from '../../fixtures/review.ts';
import { describeStory, expect, PHONE, test } from '../../fixtures/family-test.ts';

const RECEIPT_FILE = 'apodeixi-trapezas.jpg';

/** The figure of the payment information named `label` ("Received", "Still to pay"): its `<dd>`. */
function figure(region: Locator, lng: Language, key: 'total' | 'received' | 'processing' | 'toPay'): Locator {
  return region
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${t(lng, `myVoyage:payment.${key}`)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

function deposit(trip: Trip) {
  const first = trip.payments[0];
  if (!first) throw new Error('the trip has no payment plan');
  return first;
}

describeStory('[PAYMENTS]: a family pays the deposit by transfer and staff confirm it', PHONE, 180_000, () => {
  test('[PAYMENTS]: a Greek phone reads the payment info, copies the IBAN, is told the exact-amount rule, uploads the receipt with a progress bar; staff confirm it in English on a desktop; the family sees Received and the new balance', async ({
    page,
    adminApi,
    publicTrip,
    newFamily,
    openStaffPage,
  }) => {
    const { trip } = publicTrip;
    const lng = 'el';
    const registration = await newFamily({ seat: 4, language: lng, surname: `PAY${uniqueLetters(4)}`, approved: true });
    const { personalCode } = await registrationNow(adminApi, registration);
    const price = trip.payments.reduce((sum, instalment) => sum + instalment.amountCents, 0);
    const { amountCents: depositCents } = deposit(trip);
    const info = page.getByRole('region', { name: t(lng, 'myVoyage:payment.title'), exact: true });
    const payments = page.getByRole('region', { name: t(lng, 'myVoyage:payments.title'), exact: true });

    await test.step('the family reads the payment information on a phone and copies the IBAN', async () => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInAsFamily(page, lng, registration.guardianEmail);
      await expect(figure(info, lng, 'total')).toHaveText(formatEuro(price, lng));
      await expect(figure(info, lng, 'received')).toHaveText(formatEuro(0, lng));
      await expect(figure(info, lng, 'toPay')).toHaveText(formatEuro(price, lng));
      await expect(info).toContainText(formatEuro(depositCents, lng));
      // The RF payment reference made of the personal code, in groups of four, whole on a 360 px line.
      await expect(
        info.getByText(formatCreditorReference(creditorReferenceForCode(personalCode!)), { exact: true }),
      ).toBeVisible();
      await info.getByRole('button', { name: t(lng, 'myVoyage:payment.copyNamed.iban'), exact: true }).click();
      await expect(page.getByText(t(lng, 'myVoyage:payment.copiedNamed.iban'), { exact: true })).toBeAttached();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(trip.bankDetails.accountNumber.replace(/\s+/g, ''));
      await expect(payments).toContainText(t(lng, 'myVoyage:payments.none'));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(360);
      await expectNoSeriousA11yViolations(page, 'My Voyage payment information');
    });

    const dialog = page.getByRole('dialog', { name: t(lng, 'myVoyage:paid.title') });
    await test.step('"I have paid" with an amount the rule refuses says which amounts are accepted', async () => {
      await payments.getByRole('button', { name: t(lng, 'myVoyage:payments.report'), exact: true }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('radio', { name: t(lng, 'myVoyage:paid.other'), exact: true }).check();
      await dialog.getByRole('textbox', { name: t(lng, 'myVoyage:paid.otherLabel') }).fill('123');
      await dialog.getByLabel(t(lng, 'myVoyage:paid.choose'), { exact: true }).setInputFiles({
        name: RECEIPT_FILE,
        mimeType: 'image/jpeg',
        buffer: readFileSync(PASSPORT_JPEG),
      });
      await dialog.getByRole('button', { name: t(lng, 'myVoyage:paid.send'), exact: true }).click();
      // The rule names every amount it accepts: the deposit, the instalments in a row, the whole price.
      const accepted = acceptedPaymentAmounts(paymentPicture(trip.payments, [], tripDate(new Date())));
      const amounts = accepted.map((cents) => formatEuro(cents, lng)).join(', ');
      const refusal = dialog.getByText(t(lng, 'myVoyage:paid.mustBe', { amounts }), { exact: true });
      await expect(refusal).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: t(lng, 'myVoyage:paid.otherLabel') })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoSeriousA11yViolations(page, '"I have paid" with a refused amount');
    });

    await test.step('the deposit goes with its receipt, the progress shown, and is listed as Processing', async () => {
      const instalmentName = deposit(trip).label[lng];
      await dialog
        .getByRole('radio', {
          name: t(lng, 'myVoyage:paid.next', { instalment: instalmentName, amount: formatEuro(depositCents, lng) }),
        })
        .check();
      // Held back a moment so the progress can be seen, as on a slow phone connection.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/my/travellers/*/payments', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      await dialog.getByRole('button', { name: t(lng, 'myVoyage:paid.send'), exact: true }).click();
      await expect(
        dialog.getByRole('progressbar', { name: t(lng, 'components:upload.progressLabel', { name: RECEIPT_FILE }) }),
      ).toBeVisible();
      release();
      await expect(dialog).toBeHidden();
      await page.unroute('**/api/my/travellers/*/payments');
      await expect(payments.getByRole('status')).toHaveText(t(lng, 'myVoyage:payments.reported'));
      const list = payments.getByRole('list', {
        name: t(lng, 'myVoyage:payments.table', { name: familyName(registration) }),
      });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list.getByRole('listitem')).toContainText(formatEuro(depositCents, lng));
      await expect(list.getByRole('listitem')).toContainText(t(lng, 'components:paymentStatus.pending'));
      await expect(figure(info, lng, 'processing')).toHaveText(formatEuro(depositCents, lng));
      await expectNoSeriousA11yViolations(page, 'My Voyage with a payment Processing');
    });

    await test.step('staff, in English on a desktop, confirm it from the payments queue', async () => {
      const staff = await openStaffPage();
      try {
        await staff.goto('/admin/payments');
        await switchLanguage(staff, 'en');
        const queue = grid(staff, t('en', 'payments:queue.table.pending'));
        const row = dataRows(queue).filter({ hasText: personalCode! });
        await expect(row).toHaveCount(1);
        await expect(row).toContainText(formatEuro(depositCents, 'en'));
        // Every receipt's link is named by its visible words first (the demo's PDF receipts among them).
        await expectNoSeriousA11yViolations(staff, 'payments queue', { rules: ['label-content-name-mismatch'] });
        const words = { amount: formatEuro(depositCents, 'en'), name: travellerName(registration) };
        await row.getByRole('button', { name: t('en', 'payments:actions.confirmLabel', words), exact: true }).click();
        const confirm = staff.getByRole('dialog', { name: t('en', 'payments:confirmDialog.title') });
        await expect(confirm).toBeVisible();
        await expectNoSeriousA11yViolations(staff, 'confirm payment dialog');
        await confirm.getByRole('button', { name: t('en', 'payments:confirmDialog.confirm'), exact: true }).click();
        await expect(confirm).toBeHidden();
        await expect(
          staff.getByRole('status').filter({ hasText: t('en', 'payments:done.confirm', words) }),
        ).toBeVisible();
        await expect(row).toHaveCount(0);
      } finally {
        await staff.context().close();
      }
    });

    await test.step('the family is e-mailed, and My Voyage shows Received and the new balance', async () => {
      await waitForMail({
        to: registration.guardianEmail,
        subject: mailSubject('payment-received', lng, { travellerName: familyName(registration) }),
      });
      await page.reload();
      const list = payments.getByRole('list', {
        name: t(lng, 'myVoyage:payments.table', { name: familyName(registration) }),
      });
      await expect(list.getByRole('listitem')).toContainText(t(lng, 'components:paymentStatus.approved'));
      await expect(figure(info, lng, 'received')).toHaveText(formatEuro(depositCents, lng));
      await expect(figure(info, lng, 'processing')).toHaveText(formatEuro(0, lng));
      await expect(figure(info, lng, 'toPay')).toHaveText(formatEuro(price - depositCents, lng));
      await expect(info.getByText(t(lng, 'myVoyage:payment.instalmentPaid'), { exact: true })).toBeVisible();
    });
  });
});

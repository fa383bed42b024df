import { formatEuro, tripDate, type CancellationMoney } from '@voyage/domain';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { t } from '../../fixtures/i18n.ts';
import { uniqueLetters } from '../../fixtures/registration-form.ts';
import { familyName, signInAsFamily } from '../../fixtures/review.ts';
import { csrfHeaders } from '../../fixtures/accounts.ts';
import { describeStory, expect, PHONE, test } from '../../fixtures/family-test.ts';

describeStory('[PAYMENTS]: a family withdraws and is told what is refunded', PHONE, 120_000, () => {
  test('[PAYMENTS]: on a 360 px phone the withdraw dialog shows what was paid, what is kept and what is refunded, before the family confirms; staff see it under To refund', async ({
    page,
    adminApi,
    publicTrip,
    newFamily,
    openStaffPage,
  }) => {
    const { trip } = publicTrip;
    const lng = 'el';
    const registration = await newFamily({ seat: 6, language: lng, surname: `RFD${uniqueLetters(4)}`, approved: true });
    const price = trip.totalPriceCents;
    const today = tripDate(new Date());
    // Staff saw the whole price arrive by transfer (docs/product/payments.md#recording-a-payment).
    const recorded = await adminApi.post(`/api/admin/travellers/${registration.id}/payments`, {
      headers: await csrfHeaders(adminApi),
      data: { amountCents: price, receivedOn: today, method: 'transfer' },
    });
    expect(recorded.ok(), await recorded.text()).toBe(true);
    const name = familyName(registration);

    await test.step('the dialog shows the money before the family confirms', async () => {
      await signInAsFamily(page, lng, registration.guardianEmail);
      await page.getByRole('button', { name: t(lng, 'myVoyage:withdraw.action'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t(lng, 'myVoyage:withdraw.title', { name }) });
      const money = dialog.getByRole('region', { name: t(lng, 'myVoyage:withdraw.money.title') });
      await expect(money).toBeVisible();
      await expect(money).toContainText(t(lng, 'myVoyage:withdraw.money.paid'));
      await expect(money).toContainText(formatEuro(price, lng));
      // The same figures the API gives the family (the schedule on the days left to its school's departure).
      const answer = await page.request.get(`/api/my/travellers/${registration.id}/cancellation`);
      const expected = (await answer.json()) as CancellationMoney;
      expect(expected.keptCents + expected.refundCents).toBe(price);
      await expect(money.getByRole('definition')).toHaveText([
        formatEuro(price, lng),
        formatEuro(expected.keptCents, lng),
        formatEuro(expected.refundCents, lng),
      ]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(360);
      await expectNoSeriousA11yViolations(page, 'withdraw dialog with the refund');
      await dialog.getByRole('button', { name: t(lng, 'myVoyage:withdraw.confirm'), exact: true }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('staff see the refund under To refund', async () => {
      const staffPage = await openStaffPage();
      try {
        await staffPage.goto('/admin/payments');
        const section = staffPage.getByRole('region', { name: t('el', 'payments:refunds.title') });
        await expect(section.getByRole('heading', { name: new RegExp(registration.lastName, 'i') })).toBeVisible();
      } finally {
        await staffPage.context().close();
      }
    });
  });
});

import { formatEuro, scaledPlan } from '@voyage/domain';
import { t } from '../../fixtures/i18n.ts';
import { uniqueLetters } from '../../fixtures/registration-form.ts';
import { signInAsFamily } from '../../fixtures/review.ts';
import { describeStory, expect, PHONE, test } from '../../fixtures/family-test.ts';

const OWN_PRICE = 54_500;

describeStory(
  "[PAYMENTS]: staff set a traveller's own price and the family's balance follows it",
  PHONE,
  120_000,
  () => {
    test("[PAYMENTS]: staff set a price with its reason in Greek on a desktop; the family's My Voyage shows the new total and why", async ({
      page,
      publicTrip,
      newFamily,
      openStaffPage,
    }) => {
      const { trip } = publicTrip;
      const lng = 'el';
      const registration = await newFamily({
        seat: 8,
        language: lng,
        surname: `OWN${uniqueLetters(4)}`,
        approved: true,
      });
      const staff = await openStaffPage();

      await test.step('staff set the price with a reason on the registration screen', async () => {
        await staff.goto(`/admin/registration/${trip.id}/${registration.id}`);
        await staff.getByRole('button', { name: t(lng, 'payments:priceDialog.open'), exact: true }).click();
        const dialog = staff.getByRole('dialog', { name: t(lng, 'payments:priceDialog.title') });
        await dialog.getByRole('textbox', { name: t(lng, 'payments:dialog.amountLabel') }).fill('545');
        await dialog
          .getByRole('textbox', { name: t(lng, 'payments:priceDialog.reasonLabel') })
          .fill('Οικονομική δυσκολία');
        await dialog.getByRole('button', { name: t(lng, 'payments:priceDialog.confirm') }).click();
        await expect(dialog).toBeHidden();
        const source = t(lng, 'payments:priceSource.line', {
          source: t(lng, 'payments:priceSource.custom'),
          amount: formatEuro(OWN_PRICE, lng),
        });
        await expect(staff.getByText(source, { exact: true })).toBeVisible();
        await staff.context().close();
      });

      await test.step('the family reads the new total, the scaled deposit and why', async () => {
        await signInAsFamily(page, lng, registration.guardianEmail);
        const info = page.getByRole('region', { name: t(lng, 'myVoyage:payment.title'), exact: true });
        await expect(info.getByText(t(lng, 'payments:priceSource.custom'), { exact: false })).toBeVisible();
        const [deposit] = scaledPlan(trip.payments, OWN_PRICE);
        await expect(info).toContainText(formatEuro(deposit!.amountCents, lng));
      });
    });
  },
);

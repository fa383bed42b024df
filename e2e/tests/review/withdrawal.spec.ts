import { travellerName } from '../../fixtures/admin-data.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { t, type Language } from '../../fixtures/i18n.ts';
import { uniqueLetters } from '../../fixtures/registration-form.ts';
import { familyName, signInAsFamily } from '../../fixtures/review.ts';
import { expect, test } from '../../fixtures/family-test.ts';

type Case = { lng: Language; status: 'pending' | 'approved'; viewport: { width: number; height: number } };

const CASES: readonly Case[] = [
  { lng: 'el', status: 'pending', viewport: { width: 360, height: 780 } },
  { lng: 'en', status: 'approved', viewport: { width: 1280, height: 800 } },
];

test.describe('[REVIEW]: a family withdraws its registration', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const [index, { lng, status, viewport }] of CASES.entries()) {
    test.describe(`${lng}, ${viewport.width} px`, () => {
      test.use({ viewport });

      test(`[REVIEW]: the family withdraws its ${status} registration after the confirm dialog and sees it Cancelled (${lng}); staff see who withdrew it`, async ({
        page,
        publicTrip,
        newFamily,
        openStaffPage,
      }) => {
        const { trip } = publicTrip;
        const registration = await newFamily({
          seat: 9 + index,
          language: lng,
          surname: `WITHDRAW${uniqueLetters(4)}`,
          approved: status === 'approved',
        });
        const name = familyName(registration);
        const panelTitle = t(lng, status === 'pending' ? 'myVoyage:next.title' : 'myVoyage:approved.title');

        await test.step(`My Voyage shows the registration ${status}, with the way to withdraw it`, async () => {
          await signInAsFamily(page, lng, registration.guardianEmail);
          await expect(page.getByRole('region', { name: panelTitle })).toBeVisible();
          await expectNoSeriousA11yViolations(page, `My Voyage, ${status} (${lng})`);
        });

        await test.step('the dialog says what withdrawing means; keeping the registration changes nothing', async () => {
          const withdraw = page.getByRole('button', { name: t(lng, 'myVoyage:withdraw.action'), exact: true });
          await withdraw.click();
          const dialog = page.getByRole('dialog', { name: t(lng, 'myVoyage:withdraw.title', { name }) });
          await expect(dialog).toContainText(t(lng, 'myVoyage:withdraw.body'));
          await expect(dialog).toContainText(t(lng, 'myVoyage:withdraw.staff'));
          await expectNoSeriousA11yViolations(page, `withdraw dialog (${lng})`);
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
          await expect(withdraw).toBeFocused();
          await expect(page.getByRole('region', { name: panelTitle })).toBeVisible();

          await withdraw.click();
          await dialog.getByRole('button', { name: t(lng, 'myVoyage:withdraw.confirm'), exact: true }).click();
          await expect(dialog).toBeHidden();
        });

        await test.step('Cancelled: the panel says the family withdrew it, its heading has the focus, the history ends with it', async () => {
          const panel = page.getByRole('region', { name: t(lng, 'myVoyage:cancelled.title') });
          await expect(panel).toContainText(t(lng, 'myVoyage:cancelled.withdrawn'));
          await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
          await expect(page.getByRole('button', { name: t(lng, 'myVoyage:withdraw.action') })).toHaveCount(0);
          const overview = page.getByRole('region', { name, exact: true });
          await expect(overview.getByText(t(lng, 'components:status.cancelled'), { exact: true })).toBeVisible();
          const history = page.getByRole('region', { name: t(lng, 'myVoyage:timeline.title') });
          await expect(history.getByRole('listitem').last()).toContainText(
            t(lng, 'myVoyage:timeline.events.withdrawn'),
          );
          await expectNoSeriousA11yViolations(page, `My Voyage, cancelled (${lng})`);
        });

        await test.step('staff see the withdrawal on the registration, as the family’s doing', async () => {
          const staffPage = await openStaffPage();
          try {
            await staffPage.goto(`/admin/registration/${trip.id}/${registration.id}`);
            await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(travellerName(registration));
            const summary = staffPage.getByRole('region', { name: t('el', 'admin:registration.summary'), exact: true });
            await expect(summary.getByText(t('el', 'admin:status.cancelled'), { exact: true })).toBeVisible();
            await expect(summary).toContainText(t('el', 'admin:statusReason.withdrawn'));
            const timeline = staffPage.getByRole('region', { name: t('el', 'admin:timeline.title'), exact: true });
            await expect(timeline.getByRole('listitem').last()).toContainText(
              t('el', 'admin:timeline.events.withdrawn'),
            );
            await expect(timeline.getByRole('listitem').last()).toContainText(t('el', 'admin:timeline.family'));
          } finally {
            await staffPage.context().close();
          }
        });
      });
    });
  }
});

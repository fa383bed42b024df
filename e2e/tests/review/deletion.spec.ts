import { travellerName } from '../../fixtures/admin-data.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { dataRows, grid } from '../../fixtures/data-grid.ts';
import { t } from '../../fixtures/i18n.ts';
import { uniqueLetters } from '../../fixtures/registration-form.ts';
import { describeStory, expect, DESKTOP, test } from '../../fixtures/family-test.ts';

describeStory('[REVIEW]: staff delete a registration and restore it', DESKTOP, 120_000, () => {
  test('[REVIEW]: delete with a reason on the detail screen, find it under Deleted registrations, restore it to Processing', async ({
    adminPage: page,
    publicTrip,
    newFamily,
  }) => {
    const { trip } = publicTrip;
    const registration = await newFamily({ seat: 7, language: 'el', surname: `DELETE${uniqueLetters(4)}` });
    const name = travellerName(registration);
    const reason = `Διπλή καταχώριση ${uniqueLetters(4)}`;
    const summary = page.getByRole('region', { name: t('el', 'admin:registration.summary'), exact: true });

    await test.step('Delete asks for a reason (for staff only), then the registration shows as Deleted', async () => {
      await page.goto(`/admin/registration/${trip.id}/${registration.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const actions = page.getByRole('region', { name: t('el', 'admin:review.title'), exact: true });
      await actions.getByRole('button', { name: t('el', 'admin:review.delete'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('el', 'admin:review.deleteDialog.title') });
      const confirm = dialog.getByRole('button', { name: t('el', 'admin:review.deleteDialog.confirm'), exact: true });
      // Without a reason nothing happens.
      await confirm.click();
      const field = dialog.getByRole('textbox', { name: t('el', 'admin:review.deleteDialog.reasonLabel') });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await field.fill(reason);
      await expectNoSeriousA11yViolations(page, 'delete dialog');
      await confirm.click();
      await expect(dialog).toBeHidden();
      await expect(actions.getByRole('status')).toHaveText(t('el', 'admin:review.done.delete'));
      await expect(summary.getByText(t('el', 'admin:status.deleted'), { exact: true })).toBeVisible();
      await expect(summary).toContainText(reason);
    });

    await test.step('/deleted lists it with its reason; Restore asks, then puts it back as it was', async () => {
      await page.goto('/deleted');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'admin:deleted.title'));
      const table = grid(page, t('el', 'admin:deleted.table'));
      await page.getByRole('searchbox', { name: t('el', 'components:table.search') }).fill(registration.lastName);
      const row = dataRows(table).filter({ hasText: registration.lastName });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(reason);
      await expectNoSeriousA11yViolations(page, '/deleted');

      await row.getByRole('button', { name: t('el', 'admin:deleted.restoreName', { name }) }).click();
      const dialog = page.getByRole('dialog', { name: t('el', 'admin:review.restoreDialog.title') });
      await expect(dialog).toContainText(
        t('el', 'admin:review.restoreDialog.body', { name, status: t('el', 'admin:status.pending') }),
      );
      await expectNoSeriousA11yViolations(page, 'restore dialog');
      await dialog.getByRole('button', { name: t('el', 'admin:review.restoreDialog.confirm'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: name })).toContainText(
        t('el', 'admin:review.done.restore', { status: t('el', 'admin:status.pending') }),
      );
      await expect(row).toHaveCount(0);
    });

    await test.step('the registration is back in the review queue, Processing', async () => {
      await page.goto(`/admin/registration/${trip.id}/${registration.id}`);
      await expect(summary.getByText(t('el', 'admin:status.pending'), { exact: true })).toBeVisible();
      const actions = page.getByRole('region', { name: t('el', 'admin:review.title'), exact: true });
      await expect(actions.getByRole('button', { name: t('el', 'admin:review.approve'), exact: true })).toBeVisible();
    });
  });
});

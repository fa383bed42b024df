import { travellerName } from '../../fixtures/admin-data.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { t } from '../../fixtures/i18n.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { uniqueLetters } from '../../fixtures/registration-form.ts';
import { familyName, signInAsFamily } from '../../fixtures/review.ts';
import { describeStory, expect, DESKTOP, test } from '../../fixtures/family-test.ts';

describeStory('[REVIEW]: staff reject a registration with a reason; the family reads it', DESKTOP, 120_000, () => {
  test('[REVIEW]: staff on a phone, in English, reject with a ready reason sent in the family’s Greek; My Voyage shows Rejected with it', async ({
    page,
    publicTrip,
    newFamily,
    openStaffPage,
  }) => {
    const { trip } = publicTrip;
    const registration = await newFamily({ seat: 5, language: 'el', surname: `REJECT${uniqueLetters(4)}` });
    // The ready reason is shown to staff in their language and sent in the family's.
    const reasonForStaff = t('en', 'admin:review.reasons.full');
    const reasonForFamily = t('el', 'admin:review.reasons.full');

    await test.step('staff, on a phone in English: Reject, pick a reason, see what the family will read, confirm', async () => {
      const staffPage = await openStaffPage({ width: 360, height: 780 });
      try {
        await staffPage.goto(`/admin/registration/${trip.id}/${registration.id}`);
        await switchLanguage(staffPage, 'en');
        await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(travellerName(registration));
        const actions = staffPage.getByRole('region', { name: t('en', 'admin:review.title'), exact: true });
        await actions.getByRole('button', { name: t('en', 'admin:review.reject'), exact: true }).click();
        const dialog = staffPage.getByRole('dialog', { name: t('en', 'admin:review.rejectDialog.title') });
        const greek = t('en', 'components:language.el');
        // The dialog says which language the family reads, before staff choose.
        await expect(dialog.getByRole('note')).toHaveText(
          t('en', 'components:rejectReason.familyReads', { language: greek }),
        );
        await dialog.getByRole('radio', { name: reasonForStaff, exact: true }).check();
        await expect(dialog).toContainText(
          t('en', 'components:rejectReason.preview', { language: greek, text: reasonForFamily }),
        );
        await expectNoSeriousA11yViolations(staffPage, 'reject dialog, phone');
        await dialog.getByRole('button', { name: t('en', 'admin:review.rejectDialog.confirm'), exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(actions.getByRole('status')).toHaveText(t('en', 'admin:review.done.reject'));
        const summary = staffPage.getByRole('region', { name: t('en', 'admin:registration.summary'), exact: true });
        await expect(summary.getByText(t('en', 'admin:status.rejected'), { exact: true })).toBeVisible();
        await expect(summary).toContainText(reasonForFamily);
      } finally {
        await staffPage.context().close();
      }
    });

    await test.step('the family, on a desktop in Greek: Rejected, with the reason as staff gave it, and whom to ask', async () => {
      await signInAsFamily(page, 'el', registration.guardianEmail);
      const overview = page.getByRole('region', { name: familyName(registration), exact: true });
      await expect(overview.getByText(t('el', 'components:status.rejected'), { exact: true })).toBeVisible();
      const panel = page.getByRole('region', { name: t('el', 'myVoyage:rejected.title') });
      await expect(panel.getByRole('figure', { name: t('el', 'myVoyage:status.reason') })).toHaveText(
        `${t('el', 'myVoyage:status.reason')}${reasonForFamily}`,
      );
      await expect(panel).toContainText(t('el', 'myVoyage:status.contact'));
      await expect(panel.getByRole('button', { name: t('el', 'myVoyage:withdraw.action') })).toHaveCount(0);
      const history = page.getByRole('region', { name: t('el', 'myVoyage:timeline.title') });
      await expect(history.getByRole('listitem').last()).toContainText(t('el', 'myVoyage:timeline.events.rejected'));
      await expectNoSeriousA11yViolations(page, 'My Voyage, rejected');
    });
  });
});

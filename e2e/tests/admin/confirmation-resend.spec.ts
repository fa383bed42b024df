import { adminApi } from '../../fixtures/admin-data.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { t } from '../../fixtures/i18n.ts';
import { waitForMail } from '../../fixtures/mailbox.ts';
import { anyMailSubject } from '../../fixtures/mail-subjects.ts';
import { expect, test } from '../../fixtures/test.ts';

test.describe('[ADMIN]: a family that has not confirmed the e-mail', () => {
  test('[ADMIN]: staff see why the registration is not in the queue and send the confirmation link again', async ({
    adminPage: page,
    publicTrip,
  }) => {
    const rows = await adminApi(page, publicTrip.trip.id).registrations();
    const waiting = rows.find((row) => row.status === 'pending' && !row.emailConfirmedAt);
    expect(waiting, 'the seed has a registration waiting for its e-mail').toBeTruthy();
    await page.goto(`/admin/registration/${publicTrip.trip.id}/${waiting!.id}`);

    const note = page.getByRole('region', { name: t('el', 'admin:registration.awaitingConfirmation.title') });
    await expect(note).toContainText(waiting!.guardianEmail);
    await expectNoSeriousA11yViolations(page);
    const since = new Date();
    await note.getByRole('button', { name: t('el', 'admin:registration.awaitingConfirmation.resend') }).click();
    await expect(note.getByRole('status')).toHaveText(
      t('el', 'admin:registration.awaitingConfirmation.sent', { email: waiting!.guardianEmail }),
    );
    const mail = await waitForMail({
      to: waiting!.guardianEmail,
      subject: anyMailSubject('registration-confirmation'),
      since,
    });
    expect(mail.text).toContain('/confirm_email/');
  });
});

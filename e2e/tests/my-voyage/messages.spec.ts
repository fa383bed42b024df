import { expectMyVoyage, requestEmailLink } from '../../fixtures/account-flows.ts';
import { travellingGuardianFor } from '../../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { t } from '../../fixtures/i18n.ts';
import { linkIn, waitForMail } from '../../fixtures/mailbox.ts';
import { mailSubject } from '../../fixtures/mail-subjects.ts';
import { expect, test } from '../../fixtures/test.ts';

test.describe('[MY VOYAGE]: a parent’s messages', () => {
  test.describe.configure({ timeout: 60_000 });
  test.use({ viewport: { width: 360, height: 780 } });

  test('[MY VOYAGE]: Messages in the user menu lists the e-mails sent to the parent, without their links', async ({
    page,
    adminApi,
  }) => {
    const guardian = await travellingGuardianFor(adminApi, 2);
    await page.goto('/login');
    const since = new Date();
    await requestEmailLink(page, 'el', guardian.email);
    const mail = await waitForMail({ to: guardian.email, subject: mailSubject('magic-link', 'el'), since });
    const link = linkIn(mail, '/api/auth/magic-link/verify');
    await page.goto(link);
    await expectMyVoyage(page, 'el');

    await page
      .getByRole('button', { name: t('el', 'common:userMenu.open', { name: guardian.name }), exact: true })
      .click();
    // The menu holds what a parent can use: no Settings item that would open the profile again.
    await expect(page.getByRole('menuitem', { name: t('el', 'common:userMenu.messages') })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Ρυθμίσεις|Settings/ })).toHaveCount(0);
    await page.getByRole('menuitem', { name: t('el', 'common:userMenu.messages'), exact: true }).click();
    await expect(page).toHaveURL(/\/my-voyage\/messages$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'common:titles.myMessages'));
    const sent = page.getByRole('listitem').filter({ hasText: mail.subject });
    await expect(sent.first()).toContainText(t('el', 'outbox:templates.magic-link'));
    await expect(page.locator('body')).not.toContainText(new URL(link).search);

    await expectNoSeriousA11yViolations(page);
  });
});

import {
  createAccountOnScreen,
  expectDashboard,
  logOutFromUserMenu,
  NEW_PASSWORD,
} from '../../fixtures/account-flows.ts';
import { BASE_URL } from '../../fixtures/env.ts';
import { t } from '../../fixtures/i18n.ts';
import { linkIn, waitForMail } from '../../fixtures/mailbox.ts';
import { mailSubject } from '../../fixtures/mail-subjects.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { escapeRegExp } from '../../fixtures/text.ts';
import { expect, test } from '../../fixtures/test.ts';
import { enrolOnScreen } from '../../fixtures/two-factor.ts';

test.describe('[ACCOUNTS]: inviting a second administrator', () => {
  // A flow across three screens and an e-mail (and maybe a wait for the authenticator's next step).
  test.describe.configure({ timeout: 90_000 });

  for (const lng of ['el', 'en'] as const) {
    test(`[ACCOUNTS]: an admin invites by e-mail from /admins, the invitee accepts from the mail, sets up an authenticator and sees the dashboard (${lng})`, async ({
      adminPage,
      browser,
    }) => {
      const email = `second-admin-${lng}-${Date.now()}@voyage.test`;
      const name = lng === 'el' ? 'Ελένη Δεύτερη' : 'Helen Second';

      // The inviting admin works in Greek; the invitation goes out in the language picked for it.
      await adminPage.goto('/admins');
      await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(t('el', 'admins:title'));
      const form = adminPage.getByRole('form', { name: t('el', 'admins:invite.title') });
      await form.getByLabel(t('el', 'admins:invite.email'), { exact: true }).fill(email);
      await form.getByLabel(t('el', 'admins:invite.locale')).click();
      await adminPage.getByRole('option', { name: t('el', `common:locale.${lng}`), exact: true }).click();
      const since = new Date();
      await form.getByRole('button', { name: t('el', 'admins:invite.submit'), exact: true }).click();
      await expect(adminPage.getByText(t('el', 'admins:invite.sent', { email }))).toBeVisible();
      const pending = adminPage.getByRole('table', { name: t('el', 'admins:pending.title') });
      await expect(pending.getByRole('row', { name: new RegExp(escapeRegExp(email)) })).toBeVisible();

      const mail = await waitForMail({ to: email, subject: mailSubject('admin-invitation', lng), since });
      const link = linkIn(mail, '/admin/create/account/');

      // The invitee, in a browser of their own.
      const context = await browser.newContext({ baseURL: BASE_URL, locale: 'el-GR' });
      const page = await context.newPage();
      await page.goto(link);
      if (lng === 'en') await switchLanguage(page, 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'account:title'));
      await expect(page.getByText(t(lng, 'account:lead.admin'))).toBeVisible();
      // A picture of the invitation's page, kept when SHOTS_DIR is set.
      if (process.env.SHOTS_DIR) {
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/invitation-${lng}.png`, fullPage: true });
      }
      await createAccountOnScreen(page, lng, name, NEW_PASSWORD);
      // A new admin sets up an authenticator before seeing any admin data.
      await enrolOnScreen(page, NEW_PASSWORD);
      await expectDashboard(page, lng);

      // Log Out in the staff user menu ends the new admin's session on the server.
      await logOutFromUserMenu(page, lng, name);
      await context.close();

      // The inviting admin now sees a second administrator, and the invitation is no longer pending.
      await adminPage.reload();
      const admins = adminPage.getByRole('table', { name: t('el', 'admins:list.title') });
      await expect(admins.getByRole('row', { name: new RegExp(escapeRegExp(email)) })).toBeVisible();
      await expect(pending.getByRole('row', { name: new RegExp(escapeRegExp(email)) })).toHaveCount(0);
    });
  }
});

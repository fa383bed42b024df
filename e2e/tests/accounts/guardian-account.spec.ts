import {
  createAccountOnScreen,
  expectMyVoyage,
  logOutFromProfile,
  NEW_PASSWORD,
  signInWithPassword,
} from '../../fixtures/account-flows.ts';
import { GUARDIAN_SLOTS, guardianFor, sendAccountLink } from '../../fixtures/accounts.ts';
import { t } from '../../fixtures/i18n.ts';
import { linkIn, waitForMail } from '../../fixtures/mailbox.ts';
import { anyMailSubject } from '../../fixtures/mail-subjects.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { expect, test } from '../../fixtures/test.ts';

test.describe('[ACCOUNTS]: a guardian creates an account from the e-mailed link', () => {
  // A flow across two screens and an e-mail: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  // The link opened again once used is refused (410), as the test checks.
  test.use({ expectedConsole: [/^response 410 POST \/api\/accounts\/link$/] });

  const slots = { el: GUARDIAN_SLOTS.accountLink, en: GUARDIAN_SLOTS.accountLinkEnglish } as const;
  for (const lng of ['el', 'en'] as const) {
    test(`[ACCOUNTS]: the guardian sets a password from the link, then signs in with it (${lng})`, async ({
      page,
      adminApi,
    }) => {
      const guardian = await guardianFor(adminApi, slots[lng]);
      const since = new Date();
      // The staff action that (re)sends the link; the registration flow calls the same service.
      await sendAccountLink(adminApi, guardian.travellerId);

      // Sent in the registration's language, whatever the screen's.
      const mail = await waitForMail({ to: guardian.email, subject: anyMailSubject('guardian-account'), since });
      const link = linkIn(mail, '/create/guardian/');
      expect(new URL(link).pathname).toMatch(
        new RegExp(`^/create/guardian/[A-Za-z0-9_-]{43}/${guardian.travellerId}$`),
      );
      await page.goto(link);
      if (lng === 'en') await switchLanguage(page, 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'account:title'));
      await expect(page.getByLabel(t(lng, 'account:email'), { exact: true })).toHaveValue(guardian.email);
      await expect(page.getByLabel(t(lng, 'account:traveller'), { exact: true })).toHaveValue(guardian.travellerName);
      // The name given at registration is filled in already; the family may still correct it.
      await expect(page.getByLabel(t(lng, 'account:name'), { exact: true })).toHaveValue(guardian.name);

      await createAccountOnScreen(page, lng, guardian.name, NEW_PASSWORD);
      await expectMyVoyage(page, lng);
      await logOutFromProfile(page, lng);

      await signInWithPassword(page, lng, guardian.email, NEW_PASSWORD);
      await expectMyVoyage(page, lng);

      // The link was used: opened again, it says so instead of offering the form.
      await page.goto(link);
      await expect(page.getByText(t(lng, 'account:problems.used'))).toBeVisible();
    });
  }
});

import type { Page } from '@playwright/test';
import { expectMyVoyage, logOutFromUserMenu, requestEmailLink } from '../../fixtures/account-flows.ts';
import { GUARDIAN_SLOTS, guardianFor } from '../../fixtures/accounts.ts';
import type { Language } from '../../fixtures/i18n.ts';
import { linkIn, waitForMail } from '../../fixtures/mailbox.ts';
import { mailSubject } from '../../fixtures/mail-subjects.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { expect, test } from '../../fixtures/test.ts';

const VERIFY_PATH = '/api/auth/magic-link/verify';

/** `/login` in the given language (Greek is the default; English is picked with the locale changer). */
async function openLogin(page: Page, lng: Language) {
  await page.goto('/login');
  if (lng === 'en') await switchLanguage(page, 'en');
}

test.describe('[ACCOUNTS]: sign-in with an e-mail link', () => {
  // Staff sign in with a password and their authenticator: an e-mail link would skip the second step, so none
  // is sent to or accepted for them (apps/api/test/auth/two-factor.test.ts).
  const guardianSlots = { el: GUARDIAN_SLOTS.emailLink, en: GUARDIAN_SLOTS.emailLinkEnglish } as const;
  for (const lng of ['el', 'en'] as const) {
    test(`[ACCOUNTS]: a registration's guardian signs in with the e-mail link, lands on My Voyage, and logs out (${lng})`, async ({
      page,
      adminApi,
    }) => {
      const guardian = await guardianFor(adminApi, guardianSlots[lng]);
      await openLogin(page, lng);
      const since = new Date();
      await requestEmailLink(page, lng, guardian.email);

      const mail = await waitForMail({ to: guardian.email, subject: mailSubject('magic-link', lng), since });
      const link = linkIn(mail, VERIFY_PATH);
      await page.goto(link);
      await expectMyVoyage(page, lng);

      await logOutFromUserMenu(page, lng, guardian.name);
      // The link worked once: opened again, it signs nobody in.
      await page.goto(link);
      await expect(page).toHaveURL(/\/login/);
      const session = await page.request.get('/api/session');
      expect(await session.json()).toEqual({ user: null });
    });
  }
});

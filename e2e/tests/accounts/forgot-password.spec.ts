import type { APIRequestContext, Page } from '@playwright/test';
import { expectMyVoyage, NEW_PASSWORD, OTHER_PASSWORD, signInWithPassword } from '../../fixtures/account-flows.ts';
import { untilApiCallsSettle } from '../../fixtures/api-calls.ts';
import { csrfHeaders, GUARDIAN_SLOTS, guardianFor, sendAccountLink, type Guardian } from '../../fixtures/accounts.ts';
import { t } from '../../fixtures/i18n.ts';
import { linkIn, mailsFor, waitForMail } from '../../fixtures/mailbox.ts';
import { anyMailSubject, mailSubject } from '../../fixtures/mail-subjects.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { expect, test } from '../../fixtures/test.ts';

/** A guardian with a password, made through the API the create-account screen uses (that screen has its own test). */
async function guardianWithPassword(page: Page, adminApi: APIRequestContext): Promise<Guardian> {
  const guardian = await guardianFor(adminApi, GUARDIAN_SLOTS.forgotPassword);
  const since = new Date();
  await sendAccountLink(adminApi, guardian.travellerId);
  const mail = await waitForMail({ to: guardian.email, subject: anyMailSubject('guardian-account'), since });
  const [, , , token, travellerId] = new URL(linkIn(mail, '/create/guardian/')).pathname.split('/');
  const response = await page.request.post('/api/accounts', {
    headers: await csrfHeaders(page.request),
    data: {
      type: 'guardian',
      token,
      travellerId,
      name: guardian.name,
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    },
  });
  expect(response.status()).toBe(201);
  await page.context().clearCookies();
  return guardian;
}

function signInForm(page: Page, lng: 'el' | 'en') {
  return page.getByRole('form', { name: t(lng, 'auth:title') });
}

test.describe('[ACCOUNTS]: forgot password', () => {
  // A flow across two screens and an e-mail: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  // The old password refused after the reset, and the used link refused the second time: on purpose.
  test.use({
    expectedConsole: [
      [/^response 401 POST \/api\/auth\/sign-in\/email$/, /^response 400 POST \/api\/auth\/reset-password$/],
      { scope: 'test' },
    ],
  });

  test('[ACCOUNTS]: a guardian asks for a reset link, sets a new password on /reset-password and signs in with it', async ({
    page,
    adminApi,
  }) => {
    const guardian = await guardianWithPassword(page, adminApi);
    await page.goto('/login');
    const form = signInForm(page, 'el');
    await form.getByLabel(t('el', 'auth:email'), { exact: true }).fill(guardian.email);
    const since = new Date();
    await form.getByRole('button', { name: t('el', 'auth:forgot.link'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(t('el', 'auth:forgot.sent'));

    const mail = await waitForMail({ to: guardian.email, subject: mailSubject('password-reset', 'el'), since });
    const link = linkIn(mail, '/reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'auth:reset.title'));
    const resetForm = page.getByRole('form', { name: t('el', 'auth:reset.title') });
    await resetForm.getByLabel(t('el', 'auth:reset.password'), { exact: true }).fill(OTHER_PASSWORD);
    await resetForm.getByLabel(t('el', 'auth:reset.passwordConfirm'), { exact: true }).fill(OTHER_PASSWORD);
    await resetForm.getByRole('button', { name: t('el', 'auth:reset.submit'), exact: true }).click();
    await expect(page.getByText(t('el', 'auth:reset.done'))).toBeVisible();

    // The old password no longer works; the new one does.
    await signInWithPassword(page, 'el', guardian.email, NEW_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(t('el', 'auth:errors.invalidCredentials'));
    await signInWithPassword(page, 'el', guardian.email, OTHER_PASSWORD);
    await expectMyVoyage(page, 'el');
    // My Voyage has finished its calls before the session is thrown away (else one of them is refused).
    await untilApiCallsSettle(page);

    // The link works once.
    await page.context().clearCookies();
    await page.goto(link);
    const again = page.getByRole('form', { name: t('el', 'auth:reset.title') });
    await again.getByLabel(t('el', 'auth:reset.password'), { exact: true }).fill(NEW_PASSWORD);
    await again.getByLabel(t('el', 'auth:reset.passwordConfirm'), { exact: true }).fill(NEW_PASSWORD);
    await again.getByRole('button', { name: t('el', 'auth:reset.submit'), exact: true }).click();
    await expect(page.getByText(t('el', 'auth:reset.invalid'))).toBeVisible();
  });

  test('[ACCOUNTS]: the request asks for the e-mail first, then answers the same whether or not the account exists (en)', async ({
    page,
  }) => {
    await page.goto('/login');
    await switchLanguage(page, 'en');
    const form = signInForm(page, 'en');
    await form.getByRole('button', { name: t('en', 'auth:forgot.link'), exact: true }).click();
    await expect(form.getByText('Please enter your email to proceed with resetting your password')).toBeVisible();

    const nobody = `nobody-${Date.now()}@example.com`;
    await form.getByLabel(t('en', 'auth:email'), { exact: true }).fill(nobody);
    await form.getByRole('button', { name: t('en', 'auth:forgot.link'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Please check your email and follow instructions on how to reset your password.',
    );
    // Nothing is sent to an address without an account (give the worker time to have sent it if it were).
    await page.waitForTimeout(1_000);
    expect(mailsFor({ to: nobody })).toEqual([]);
  });
});

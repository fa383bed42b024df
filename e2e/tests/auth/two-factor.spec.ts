import {
  createAccountOnScreen,
  expectDashboard,
  logOutFromUserMenu,
  NEW_PASSWORD,
  signInWithPassword,
} from '../../fixtures/account-flows.ts';
import { csrfHeaders } from '../../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { t } from '../../fixtures/i18n.ts';
import { linkIn, waitForMail } from '../../fixtures/mailbox.ts';
import { mailSubject } from '../../fixtures/mail-subjects.ts';
import { expect, test } from '../../fixtures/test.ts';
import { enterCode, freshTotp } from '../../fixtures/two-factor.ts';

const NAME = 'Δεύτερο Βήμα';

test.describe('[AUTH]: two-step sign-in for staff', () => {
  // Invitation, set-up and four sign-ins, one of which waits for the authenticator's next 30-second step.
  test.describe.configure({ timeout: 240_000 });
  test.use({
    viewport: { width: 360, height: 780 },
    // The recovery code used a second time is refused, as it should be.
    expectedConsole: [[/^response 401 POST \/api\/auth\/two-factor\/verify-backup-code$/], { scope: 'test' }],
  });

  test('[AUTH]: a new admin sets up an authenticator from the key on screen, then signs in with a code, and with a recovery code only once', async ({
    page,
    adminApi,
  }) => {
    const email = `two-step-${Date.now()}@voyage.test`;
    const since = new Date();
    const invited = await adminApi.post('/api/admin/administrators/invitations', {
      headers: await csrfHeaders(adminApi),
      data: { email, locale: 'el', role: 'administrator', departureIds: [] },
    });
    expect(invited.status()).toBe(201);
    const mail = await waitForMail({ to: email, subject: mailSubject('admin-invitation', 'el'), since });
    await page.goto(linkIn(mail, '/admin/create/account/'));
    await createAccountOnScreen(page, 'el', NAME, NEW_PASSWORD);

    // No admin screen before the set-up: the dashboard leads here.
    await expect(page).toHaveURL(/\/admin\/two-factor$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'auth:twoFactor.setup.passwordTitle'));
    await expectNoSeriousA11yViolations(page, 'two-step set-up: password');
    await page.getByLabel(t('el', 'auth:password'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t('el', 'auth:twoFactor.setup.start'), exact: true }).click();

    await expect(page.getByRole('img', { name: t('el', 'auth:twoFactor.setup.qrAlt') })).toBeVisible();
    const key = ((await page.getByTestId('authenticator-key').textContent()) ?? '').replace(/\s+/g, '');
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoSeriousA11yViolations(page, 'two-step set-up: key');
    await page.getByLabel(t('el', 'auth:twoFactor.codeLabel'), { exact: true }).fill(await freshTotp(key));
    await page.getByRole('button', { name: t('el', 'auth:twoFactor.setup.confirm'), exact: true }).click();

    const list = page.getByRole('list', { name: t('el', 'auth:twoFactor.setup.codesLabel') });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    await expectNoSeriousA11yViolations(page, 'two-step set-up: recovery codes');
    await page.getByRole('button', { name: t('el', 'auth:twoFactor.setup.continue'), exact: true }).click();
    await expectDashboard(page, 'el');
    await logOutFromUserMenu(page, 'el', NAME);
    // The sign-out check ends on /login remembering My Voyage: start again from the home page.
    await page.goto('/');

    // Password, then the app's code.
    await signInWithPassword(page, 'el', email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/login\/code$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'auth:twoFactor.signIn.title'));
    await expectNoSeriousA11yViolations(page, 'sign-in code');
    await enterCode(page, key);
    await expectDashboard(page, 'el');
    await logOutFromUserMenu(page, 'el', NAME);
    await page.goto('/');

    // A recovery code instead, which then stops working.
    for (const attempt of ['first', 'again'] as const) {
      await signInWithPassword(page, 'el', email, NEW_PASSWORD);
      await expect(page).toHaveURL(/\/login\/code$/);
      await page.getByRole('button', { name: t('el', 'auth:twoFactor.signIn.useRecovery'), exact: true }).click();
      await page.getByLabel(t('el', 'auth:twoFactor.recoveryCodeLabel'), { exact: true }).fill(codes[0]!);
      await page.getByRole('button', { name: t('el', 'auth:twoFactor.signIn.submit'), exact: true }).click();
      if (attempt === 'first') {
        await expectDashboard(page, 'el');
        await logOutFromUserMenu(page, 'el', NAME);
        await page.goto('/');
      } else {
        await expect(page.getByRole('alert')).toContainText(t('el', 'common:errors.INVALID_TWO_FACTOR_CODE'));
        await expect(page).toHaveURL(/\/login\/code$/);
      }
    }
  });
});

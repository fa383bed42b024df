import { ADMIN_EMAIL } from '../../fixtures/env.ts';
import { signInAsSeededAdmin } from '../../fixtures/two-factor.ts';
import { t } from '../../fixtures/i18n.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { signInThroughLoginScreen } from '../../fixtures/sign-in.ts';
import { expect, test } from '../../fixtures/test.ts';

const WRONG_PASSWORD = 'not-the-admin-password';

test.describe('[AUTH]: sign-in', () => {
  // A wrong password is refused (401) in the tests that try one.
  test.use({ expectedConsole: [/^response 401 POST \/api\/auth\/sign-in\/email$/] });
  test('[AUTH]: a wrong password is refused with the sign-in message in English', async ({ page }) => {
    await page.goto('/login');
    await switchLanguage(page, 'en');
    await page.getByLabel(t('en', 'auth:email'), { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel(t('en', 'auth:password'), { exact: true }).fill(WRONG_PASSWORD);
    await page.getByRole('button', { name: t('en', 'auth:submit'), exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username and/or password.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('[AUTH]: a wrong password is refused with its Greek translation in Greek', async ({ page }) => {
    const greek = t('el', 'auth:errors.invalidCredentials');
    expect(greek).not.toBe(t('en', 'auth:errors.invalidCredentials'));
    await signInThroughLoginScreen(page, ADMIN_EMAIL, WRONG_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(greek);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('[AUTH]: the admin signs in with password and code and lands on the dashboard', async ({ page }) => {
    test.setTimeout(60_000);
    await signInAsSeededAdmin(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'admin:dashboard.title'));
  });

  test('[AUTH]: an admin route visited signed out leads to /login', async ({ page }) => {
    await page.goto('/admin/registrations');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'auth:title'));
  });
});

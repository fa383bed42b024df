import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../fixtures/env.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { t, type Language } from '../../fixtures/i18n.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { enterCodeAsSeededAdmin } from '../../fixtures/two-factor.ts';
import { expect, test } from '../../fixtures/test.ts';

// `/login` loaded directly is drawn by the server with an island of script (docs/decisions/029-parent-screens-light.md).
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The server's page, not the app's screen, once its island has wired the form. */
async function expectServerSignIn(page: Page, lng: Language): Promise<void> {
  await expect(page.locator('[data-island="sign-in"]')).toBeVisible();
  await expect(page.locator('#root')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'auth:title'));
  await expect(page.getByRole('button', { name: t(lng, 'auth:submit'), exact: true })).toBeEnabled();
}

function signInForm(page: Page, lng: Language) {
  const form = page.getByRole('form', { name: t(lng, 'auth:title') });
  return {
    email: form.getByLabel(t(lng, 'auth:email'), { exact: true }),
    password: form.getByLabel(t(lng, 'auth:password'), { exact: true }),
    submit: form.getByRole('button', { name: t(lng, 'auth:submit'), exact: true }),
  };
}

test.describe('[AUTH]: the server’s sign-in page on a phone', () => {
  test.use({ expectedConsole: [/^response 401 POST \/api\/auth\/sign-in\/email$/] });

  test('[AUTH]: a wrong password is refused with its message, from the keyboard, and the page stays clean for axe', async ({
    page,
  }) => {
    await page.goto('/login');
    await expectServerSignIn(page, 'el');
    await expectNoSeriousA11yViolations(page, 'server sign-in');
    const form = signInForm(page, 'el');
    await form.email.fill(ADMIN_EMAIL);
    await form.password.fill('not-the-admin-password');
    await form.password.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(t('el', 'auth:errors.invalidCredentials'));
    await expect(page).toHaveURL(/\/login$/);
    await expectNoSeriousA11yViolations(page, 'server sign-in: wrong password');
  });

  test('[AUTH]: field messages follow the sign-in rules, in English and in the dark theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await switchLanguage(page, 'en');
    await expectServerSignIn(page, 'en');
    const form = signInForm(page, 'en');
    await form.submit.click();
    await expect(page.getByText(t('en', 'common:validation.required'))).toHaveCount(2);
    await expect(form.email).toBeFocused();
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await form.email.fill('parent@example');
    await expect(page.getByText(t('en', 'common:validation.email'))).toBeVisible();
    await page.getByRole('button', { name: t('en', 'auth:forgot.link'), exact: true }).click();
    await expect(page.getByText(t('en', 'common:validation.email'))).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'server sign-in: field messages (dark, English)');
  });
});

test.describe('[AUTH]: after the password on the server’s sign-in page', () => {
  test('[AUTH]: an account with an authenticator is asked its code, then goes back where the guard found it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // A guard sends the visitor to the app's sign-in screen; reloaded, that address is the server's page, and
    // the history entry still says where the visitor was going.
    await page.goto('/admin/registrations');
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    await expectServerSignIn(page, 'el');
    const form = signInForm(page, 'el');
    await form.email.fill(ADMIN_EMAIL);
    await form.password.fill(ADMIN_PASSWORD);
    await form.submit.click();
    await expect(page).toHaveURL(/\/login\/code$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'auth:twoFactor.signIn.title'));
    await enterCodeAsSeededAdmin(page);
    await expect(page).toHaveURL(/\/admin\/registrations$/);
  });

  test('[AUTH]: a visitor already signed in is sent on to their own area', async ({ adminPage }) => {
    await adminPage.goto('/login');
    await expect(adminPage).toHaveURL(/\/dashboard$/);
  });
});

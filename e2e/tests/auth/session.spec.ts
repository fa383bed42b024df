import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../fixtures/env.ts';
import { both, t } from '../../fixtures/i18n.ts';
import { signInThroughLoginScreen } from '../../fixtures/sign-in.ts';
import { escapeRegExp } from '../../fixtures/text.ts';
import { expect, test } from '../../fixtures/test.ts';

const userMenuButton = new RegExp(`^${escapeRegExp(t('el', 'common:userMenu.open', { name: '' }).replace('()', ''))}`);

test.describe('[AUTH]: session', () => {
  test('[AUTH]: a 403 from the API sends the signed-in user to /login', async ({ adminPage }) => {
    await adminPage.route('**/api/students**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'FORBIDDEN', message: 'Forbidden' }),
      }),
    );
    await adminPage.goto('/dashboard');
    await expect(adminPage).toHaveURL(/\/login$/);
    await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(t('el', 'auth:title'));
  });

  // Signs in on its own: logging out ends the session server-side, which must not affect other tests.
  test('[AUTH]: log out ends the session', async ({ page }) => {
    await signInThroughLoginScreen(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: userMenuButton }).click();
    await page.getByRole('menuitem', { name: both('common:userMenu.logOut') }).click();
    await expect(page).not.toHaveURL(/\/dashboard$/);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    const session = await page.request.get('/api/session');
    expect(await session.json()).toEqual({ user: null });
  });
});

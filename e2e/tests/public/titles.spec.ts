import { t } from '../../fixtures/i18n.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { expect, test } from '../../fixtures/test.ts';

const titleOf = (lng: 'el' | 'en', route: string) => `${t(lng, `common:titles.${route}`)} - Voyage`;

test.describe('[PUBLIC]: tab titles', () => {
  test('[PUBLIC]: each public route names the tab "<title> - Voyage"', async ({ page }) => {
    await page.goto('/useful-info');
    await expect(page).toHaveTitle(titleOf('el', 'usefulInfo'));
    await page.goto('/docs');
    await expect(page).toHaveTitle(titleOf('el', 'docs'));
    await page.goto('/login');
    await expect(page).toHaveTitle(titleOf('el', 'login'));
  });

  test('[PUBLIC]: the tab title follows in-app navigation and the language', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(titleOf('el', 'home'));
    await page
      .getByRole('navigation', { name: t('el', 'common:nav.main') })
      .getByRole('link', { name: t('el', 'common:nav.usefulInfo') })
      .click();
    await expect(page).toHaveURL(/\/useful-info$/);
    await expect(page).toHaveTitle(titleOf('el', 'usefulInfo'));
    await switchLanguage(page, 'en');
    await expect(page).toHaveTitle(titleOf('en', 'usefulInfo'));
  });

  test('[ADMIN]: the dashboard names the tab after sign-in', async ({ adminPage }) => {
    await adminPage.goto('/dashboard');
    await expect(adminPage).toHaveTitle(titleOf('el', 'dashboard'));
  });
});

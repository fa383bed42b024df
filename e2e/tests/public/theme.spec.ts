import { shownTheme, toggleTheme } from '../../fixtures/preferences.ts';
import { expect, test } from '../../fixtures/test.ts';

test.describe('[PUBLIC]: light and dark theme', () => {
  test('[PUBLIC]: follows the system until toggled, then keeps the choice after a reload', async ({
    page,
    publicTrip,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicTrip.trip.title.el);
    expect(await shownTheme(page)).toBe('light');

    expect(await toggleTheme(page)).toBe('dark');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await shownTheme(page)).toBe('dark');

    expect(await toggleTheme(page)).toBe('light');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await shownTheme(page)).toBe('light');
  });

  test.describe('with a dark system preference', () => {
    test.use({ colorScheme: 'dark' });

    test('[PUBLIC]: starts dark', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await shownTheme(page)).toBe('dark');
    });
  });
});

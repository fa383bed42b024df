import { t } from '../../fixtures/i18n.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { expect, test } from '../../fixtures/test.ts';
import { expectLandingContent } from './expect-landing.ts';

test.describe('[PUBLIC]: landing page', () => {
  test('[PUBLIC]: shows the active trip in Greek by default', async ({ page, publicTrip }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await expectLandingContent(page, 'el', publicTrip);
  });

  test('[PUBLIC]: switches to English with the locale changer and keeps it after a reload', async ({
    page,
    publicTrip,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicTrip.trip.title.el);

    await switchLanguage(page, 'en');
    await expectLandingContent(page, 'en', publicTrip);
    await expect(page).toHaveTitle(`${t('en', 'common:titles.home')} - Voyage`);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectLandingContent(page, 'en', publicTrip);

    await switchLanguage(page, 'el');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicTrip.trip.title.el);
  });

  test('[PUBLIC]: the trip-scoped landing page shows that trip', async ({ page, publicTrip }) => {
    await page.goto(`/${publicTrip.trip.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicTrip.trip.title.el);
    // The header's programme link stays on the trip being viewed.
    await expect(page.getByRole('banner').getByRole('link', { name: t('el', 'common:nav.programme') })).toHaveAttribute(
      'href',
      `/${publicTrip.trip.id}#programme`,
    );
  });

  test('[PUBLIC]: a 360 px phone has no sideways page scroll', async ({ page, publicTrip }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicTrip.trip.title.el);
    const firstDeparture = publicTrip.departures[0];
    if (firstDeparture)
      await expect(page.getByRole('heading', { name: firstDeparture.label.el, exact: true })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'page is wider than the 360 px screen').toBeLessThanOrEqual(0);
  });
});

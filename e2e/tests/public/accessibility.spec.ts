import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { t } from '../../fixtures/i18n.ts';
import { shownTheme, type Theme } from '../../fixtures/preferences.ts';
import { expect, test } from '../../fixtures/test.ts';
import type { Page } from '@playwright/test';
import type { PublicTripData } from '../../fixtures/trip-data.ts';

type PublicRoute = { path: string; ready(page: Page, data: PublicTripData): Promise<void> };

const heading = (page: Page, name: string, level?: number) => page.getByRole('heading', { name, exact: true, level });

// Each page is scanned once its data has arrived, so the scan sees the real content, not a spinner.
const routes: PublicRoute[] = [
  {
    path: '/',
    ready: async (page, { departures }) => {
      const last = departures.at(-1);
      if (last) await expect(heading(page, last.label.el)).toBeVisible();
    },
  },
  {
    path: '/useful-info',
    ready: async (page, { trip }) => {
      const first = trip.usefulInfo[0];
      if (first) await expect(heading(page, first.title.el, 2)).toBeVisible();
    },
  },
  {
    path: '/docs',
    ready: async (page, { trip }) => {
      const first = trip.documents[0];
      if (first) await expect(heading(page, first.title.el, 2)).toBeVisible();
    },
  },
  {
    path: '/login',
    ready: async (page) => {
      await expect(page.getByRole('button', { name: t('el', 'auth:submit'), exact: true })).toBeVisible();
    },
  },
];

for (const theme of ['light', 'dark'] as const satisfies readonly Theme[]) {
  test.describe(`[PUBLIC]: accessibility, ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const route of routes) {
      test(`[PUBLIC]: ${route.path} has no serious WCAG 2.2 A/AA violations (${theme})`, async ({
        page,
        publicTrip,
      }) => {
        await page.goto(route.path);
        await route.ready(page, publicTrip);
        expect(await shownTheme(page)).toBe(theme);
        await expectNoSeriousA11yViolations(page, `${route.path} (${theme})`);
      });
    }
  });
}

import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { WCAG_22_AA } from '../../fixtures/axe.ts';
import { t } from '../../fixtures/i18n.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { expect, test } from '../../fixtures/test.ts';

/** The accessibility statement (docs/product/accessibility.md), reached from the footer as a reader reaches it. */

const SECTIONS = ['statusTitle', 'exceptionsTitle', 'preparedTitle', 'feedbackTitle'] as const;

async function expectStatement(page: Page, lng: 'el' | 'en') {
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'public:accessibility.title'));
  for (const section of SECTIONS) {
    await expect(page.getByRole('region', { name: t(lng, `public:accessibility.${section}`) })).toBeVisible();
  }
  await expect(page.getByText(t(lng, 'public:accessibility.reviewedLabel'))).toBeVisible();
}

/** Every WCAG 2.2 A and AA rule axe has, at any impact: the statement itself must meet what it promises. */
async function expectWcag22AA(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags([...WCAG_22_AA]).analyze();
  const report = violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
  expect(report, `WCAG 2.2 AA violations on ${label}`).toEqual([]);
}

/**
 * Tabs through the page: the element that has the focus is the one found at its own centre, so the sticky header
 * (or anything else) never covers it (WCAG 2.4.11).
 */
async function expectFocusNeverHidden(page: Page) {
  let reached = 0;
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        name: `${element.tagName} ${element.textContent?.trim().slice(0, 40) ?? ''}`,
        visible: hit !== null && (element.contains(hit) || hit.contains(element)),
      };
    });
    if (!focused) continue;
    reached += 1;
    expect(focused.visible, `${focused.name} is covered when focused`).toBe(true);
  }
  expect(reached).toBeGreaterThan(10);
}

for (const lng of ['el', 'en'] as const) {
  test(`[PUBLIC]: the accessibility statement from the footer of a server page, in ${lng}`, async ({ page }) => {
    await page.goto('/');
    if (lng === 'en') await switchLanguage(page, 'en');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t(lng, 'common:nav.accessibility') })
      .click();
    await expectStatement(page, lng);
    await expectWcag22AA(page, `/accessibility (${lng})`);
  });
}

test('[PUBLIC]: the app’s own footer leads to the statement too, and on a phone the focus is never under the header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: t('el', 'auth:submit'), exact: true })).toBeVisible();
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('el', 'common:nav.accessibility') })
    .click();
  await expectStatement(page, 'el');
  await expectWcag22AA(page, '/accessibility in the app (360 px)');

  await page.goto('/accessibility');
  await expectStatement(page, 'el');
  await expectWcag22AA(page, '/accessibility (360 px)');
  await expectFocusNeverHidden(page);
});

import { formatEuro } from '@voyage/domain';
import { adminApi } from '../../fixtures/admin-data.ts';
import { dataRows, grid, onFirstPage } from '../../fixtures/data-grid.ts';
import { t } from '../../fixtures/i18n.ts';
import { escapeRegExp } from '../../fixtures/text.ts';
import { expect, test } from '../../fixtures/test.ts';
import type { Locator } from '@playwright/test';
import { tripTitle } from '../../fixtures/trip-data.ts';

const number = (value: number) => new Intl.NumberFormat('el-GR').format(value);

/** A stat card: its label (dt) and its value (dd). */
function statCard(section: Locator, label: string): Locator {
  return section.locator('dl').filter({ has: section.page().getByRole('term').filter({ hasText: label }) });
}

/**
 * Scrolls until `target` shows: the charts and tables load as they come near the window, and one loading
 * above another pushes it down again.
 */
async function scrollUntilShown(scrollTo: Locator, target: Locator): Promise<void> {
  await expect(async () => {
    await scrollTo.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(target).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('[ADMIN]: dashboard', () => {
  // The charts' and tables' code is fetched as they are scrolled to: on a busy machine that takes a while.
  test.slow();

  test('[ADMIN]: shows stat cards, charts and the seeded travellers', async ({ adminPage: page, publicTrip }) => {
    const api = adminApi(page, publicTrip.trip.id);
    const [dashboard, students, pending] = await Promise.all([api.dashboard(), api.students(), api.pending()]);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'admin:dashboard.title'));
    await expect(page.getByText(tripTitle(publicTrip.trip, 'el'), { exact: true }).first()).toBeVisible();

    const registrations = page.getByRole('region', { name: t('el', 'admin:dashboard.sections.registrations') });
    await expect(statCard(registrations, t('el', 'admin:dashboard.stats.registrations'))).toContainText(
      number(dashboard.totals.registrations),
    );
    await expect(statCard(registrations, t('el', 'admin:dashboard.stats.approved'))).toContainText(
      number(dashboard.byStatus.approved ?? 0),
    );
    await expect(statCard(registrations, t('el', 'admin:dashboard.stats.pending'))).toContainText(
      number(dashboard.byStatus.pending ?? 0),
    );
    // The review queue and the registrations still waiting for the family's e-mail are counted apart.
    expect(dashboard.byStatus.pending).toBe(pending.length);
    await expect(statCard(registrations, t('el', 'admin:dashboard.stats.awaitingConfirmation'))).toContainText(
      number(dashboard.awaitingEmailConfirmation),
    );
    const money = page.getByRole('region', { name: t('el', 'admin:dashboard.sections.money') });
    await expect(statCard(money, t('el', 'admin:dashboard.stats.moneyExpected'))).toContainText(
      formatEuro(dashboard.payments.expectedCents, 'el'),
    );
    await expect(statCard(money, t('el', 'admin:dashboard.stats.moneyReceived'))).toContainText(
      formatEuro(dashboard.payments.receivedCents, 'el'),
    );

    // The charts and the tables sit below the fold: their code loads as they are scrolled to.
    const charts = page.getByRole('region', { name: t('el', 'admin:dashboard.sections.charts') });
    await scrollUntilShown(charts, charts.getByRole('figure').first());
    for (const key of ['byStatus', 'byGender', 'byDistrict', 'bySchool']) {
      const figure = charts.getByRole('figure', { name: t('el', `admin:dashboard.charts.${key}`) });
      await expect(figure.locator('svg:has(path, rect)').first()).toBeVisible();
    }
    // The drawing says nothing to a screen reader; the figure's description gives the figures in words.
    const byStatus = charts.getByRole('figure', { name: t('el', 'admin:dashboard.charts.byStatus') });
    await expect(byStatus).toHaveAccessibleDescription(
      new RegExp(`${escapeRegExp(t('el', 'admin:status.approved'))}: ${dashboard.byStatus.approved ?? 0}\\b`),
    );

    expect(pending.length).toBeGreaterThan(0);
    const pendingTable = grid(page, t('el', 'admin:dashboard.sections.pending'));
    await scrollUntilShown(
      page.getByRole('region', { name: t('el', 'admin:dashboard.sections.pending') }),
      pendingTable,
    );
    await expect(dataRows(pendingTable)).toHaveCount(onFirstPage(pending.length));

    expect(students.length).toBeGreaterThan(0);
    const studentsTable = grid(page, t('el', 'admin:dashboard.sections.students'));
    await scrollUntilShown(
      page.getByRole('region', { name: t('el', 'admin:dashboard.sections.students') }),
      studentsTable,
    );
    await expect(dataRows(studentsTable)).toHaveCount(onFirstPage(students.length));
  });

  test('[ADMIN]: the charts and tables load only when scrolled to, with a skeleton meanwhile', async ({
    adminPage: page,
  }) => {
    const chartCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(dashboard-charts|data-table)-[\w-]+\.js$/.test(request.url())) chartCode.push(request.url());
    });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard');
    const registrations = page.getByRole('region', { name: t('el', 'admin:dashboard.sections.registrations') });
    await expect(registrations.locator('dl').first()).toBeVisible();
    const charts = page.getByRole('region', { name: t('el', 'admin:dashboard.sections.charts') });
    await expect(charts.getByRole('figure')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(chartCode, 'chart or table code fetched before it was scrolled to').toEqual([]);

    await scrollUntilShown(charts, charts.getByRole('figure', { name: t('el', 'admin:dashboard.charts.byStatus') }));
    expect(chartCode.some((url) => url.includes('/dashboard-charts-'))).toBe(true);
  });

  test('[ADMIN]: the districts filter narrows the travellers table', async ({ adminPage: page, publicTrip }) => {
    const students = await adminApi(page, publicTrip.trip.id).students();
    const inLemesos = students.filter((student) => student.district === 'lemesos');
    expect(inLemesos.length).toBeGreaterThan(0);
    expect(inLemesos.length).toBeLessThan(students.length);

    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: t('el', 'admin:dashboard.sections.students') });
    const table = grid(section, t('el', 'admin:dashboard.sections.students'));
    await scrollUntilShown(section, table);
    await expect(dataRows(table)).toHaveCount(onFirstPage(students.length));

    const filter = section.getByRole('group', { name: t('el', 'components:districts.label') });
    await filter.getByRole('button', { name: t('el', 'admin:districts.lemesos') }).click();
    await expect(dataRows(table)).toHaveCount(onFirstPage(inLemesos.length));
    const districtCells = dataRows(table).getByRole('gridcell', {
      name: t('el', 'admin:districts.lemesos'),
      exact: true,
    });
    await expect(districtCells).toHaveCount(onFirstPage(inLemesos.length));

    await filter.getByRole('button', { name: t('el', 'components:districts.all') }).click();
    await expect(dataRows(table)).toHaveCount(onFirstPage(students.length));
  });

  test('[ADMIN]: on a 360 px phone the dashboard has no sideways page scroll', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard');
    const students = page.getByRole('region', { name: t('el', 'admin:dashboard.sections.students') });
    await scrollUntilShown(students, grid(page, t('el', 'admin:dashboard.sections.students')));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'page is wider than the 360 px screen').toBeLessThanOrEqual(0);
    // The header's controls (menu, trip, language, theme, account) sit side by side, none under another.
    const boxes = await page
      .getByRole('banner')
      .locator('a, button')
      .evaluateAll((controls) =>
        controls.map((control) => {
          const { left, right, width } = control.getBoundingClientRect();
          return { name: control.getAttribute('aria-label') ?? control.textContent ?? '', left, right, width };
        }),
      );
    const shown = boxes.filter((box) => box.width > 0).sort((a, b) => a.left - b.left);
    expect(shown.length).toBeGreaterThanOrEqual(4);
    for (const [before, after] of shown.slice(1).map((box, index) => [shown[index]!, box] as const)) {
      expect(before.right, `${before.name} runs under ${after.name}`).toBeLessThanOrEqual(after.left + 0.5);
    }
    expect(shown.at(-1)!.right).toBeLessThanOrEqual(360);
  });
});

import { adminApi, travellerName } from '../../fixtures/admin-data.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { dataRows, grid, onFirstPage } from '../../fixtures/data-grid.ts';
import { t } from '../../fixtures/i18n.ts';
import { escapeRegExp } from '../../fixtures/text.ts';
import { expect, test } from '../../fixtures/test.ts';
import type { TravellerListRow } from '@voyage/domain';

const tab = (key: 'pending' | 'all') =>
  new RegExp(`^${escapeRegExp(t('el', `admin:registrations.tabs.${key}`))}( \\(\\d+\\))?$`);

const searchable = (row: TravellerListRow) =>
  [row.firstName, row.lastName, row.guardianName, row.guardianEmail, row.schoolName].join(' ').toLowerCase();

/**
 * A surname few travellers share and that appears nowhere else in their rows (the search looks at
 * every column, e-mails and guardians included), so the expected result is exactly its bearers.
 */
function rareSurname(rows: readonly TravellerListRow[]): { surname: string; matches: number } {
  const bearers = new Map<string, number>();
  for (const row of rows) bearers.set(row.lastName, (bearers.get(row.lastName) ?? 0) + 1);
  const candidates = [...bearers.entries()]
    .filter(
      ([surname, count]) => rows.filter((row) => searchable(row).includes(surname.toLowerCase())).length === count,
    )
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  const [surname, matches] = candidates[0] ?? ['', 0];
  return { surname, matches };
}

test.describe('[ADMIN]: registrations', () => {
  test('[ADMIN]: Pending and All tabs list the seeded registrations; a row opens its detail', async ({
    adminPage: page,
    publicTrip,
  }) => {
    const api = adminApi(page, publicTrip.trip.id);
    const [pending, all] = await Promise.all([api.pending(), api.registrations()]);
    expect(pending.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(pending.length);

    await page.goto('/admin/registrations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'admin:registrations.title'));
    const tabs = page.getByRole('tablist', { name: t('el', 'admin:registrations.tabsLabel') });
    await expect(tabs.getByRole('tab', { name: tab('pending') })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: tab('pending') })).toContainText(`(${pending.length})`);
    const pendingTable = grid(page, t('el', 'admin:registrations.tabs.pending'));
    await expect(dataRows(pendingTable)).toHaveCount(onFirstPage(pending.length));
    await expect(pendingTable.getByRole('gridcell', { name: t('el', 'admin:status.pending') }).first()).toBeVisible();

    await tabs.getByRole('tab', { name: tab('all') }).click();
    await expect(tabs.getByRole('tab', { name: tab('all') })).toHaveAttribute('aria-selected', 'true');
    const allTable = grid(page, t('el', 'admin:registrations.tabs.all'));
    await expect(dataRows(allTable)).toHaveCount(onFirstPage(all.length));

    const first = [...pending].sort((a, b) => travellerName(a).localeCompare(travellerName(b)))[0];
    if (!first) throw new Error('no pending registration');
    await tabs.getByRole('tab', { name: tab('pending') }).click();
    await pendingTable.getByRole('link', { name: travellerName(first), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/registration/${publicTrip.trip.id}/${escapeRegExp(first.id)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(travellerName(first));
    for (const key of ['admin:registration.summary', 'admin:registration.details', 'admin:registration.payments']) {
      await expect(page.getByRole('region', { name: t('el', key), exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: t('el', 'documents:section.title'), exact: true })).toBeVisible();
    const details = page.getByRole('region', { name: t('el', 'admin:registration.details') });
    await expect(details.getByLabel(t('el', 'admin:fields.guardianEmail'), { exact: true })).toHaveValue(
      first.guardianEmail,
    );
    await expect(details.getByLabel(t('el', 'admin:fields.school'), { exact: true })).toHaveValue(first.schoolName);
  });

  test("[ADMIN]: an approved registration's health section gives the medical card as a PDF", async ({
    adminPage: page,
    publicTrip,
  }) => {
    const all = await adminApi(page, publicTrip.trip.id).registrations();
    const approved = all.find((row) => row.status === 'approved');
    if (!approved) throw new Error('no approved registration');
    await page.goto(`/admin/registration/${publicTrip.trip.id}/${approved.id}`);
    const health = page.getByRole('region', { name: t('el', 'admin:registration.health.title'), exact: true });
    const saved = page.waitForEvent('download');
    await health.getByRole('link', { name: t('el', 'admin:registration.health.medicalCard') }).click();
    const card = await saved;
    expect(card.suggestedFilename()).toMatch(/^medical-card-.+\.pdf$/);
  });

  test('[ADMIN]: searching a seeded surname shrinks the table', async ({ adminPage: page, publicTrip }) => {
    const all = await adminApi(page, publicTrip.trip.id).registrations();
    const { surname, matches } = rareSurname(all);
    expect(matches).toBeGreaterThan(0);
    expect(matches).toBeLessThan(all.length);

    await page.goto('/admin/registrations?tab=all');
    const table = grid(page, t('el', 'admin:registrations.tabs.all'));
    await expect(dataRows(table)).toHaveCount(onFirstPage(all.length));
    await page.getByRole('searchbox', { name: t('el', 'components:table.search') }).fill(surname);
    await expect(dataRows(table)).toHaveCount(matches);
    for (const row of await dataRows(table).all()) await expect(row).toContainText(surname);
  });

  test('[ADMIN]: the order, the page and the search are in the address: Back returns to them, the export follows', async ({
    adminPage: page,
    publicTrip,
  }) => {
    // Sorting, paging, opening a row, Back and a search: each waits for the API's page.
    test.setTimeout(90_000);
    const all = await adminApi(page, publicTrip.trip.id).registrations();
    expect(all.length).toBeGreaterThan(25);
    await page.goto('/admin/registrations?tab=all');
    const table = grid(page, t('el', 'admin:registrations.tabs.all'));
    await expect(dataRows(table)).toHaveCount(25);

    // Sorted by name the other way, by the API: the first row is the last of the whole list.
    const name = table.getByRole('columnheader', { name: t('el', 'components:columns.name') });
    await name.click();
    await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
    // As a person sees the arrow before clicking again: the grid shows the order the API sorted by.
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await name.click();
    await expect(page).toHaveURL(/[?&]order=desc(&|$)/);
    const bytes = (text: string) => Buffer.from(text, 'utf8');
    const last = [...all].sort(
      (a, b) =>
        Buffer.compare(bytes(b.lastName), bytes(a.lastName)) || Buffer.compare(bytes(b.firstName), bytes(a.firstName)),
    )[0]!;
    await expect(dataRows(table).first().getByRole('link')).toHaveText(travellerName(last));

    await page.getByRole('button', { name: 'Επόμενη σελίδα' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(dataRows(table)).toHaveCount(Math.min(25, all.length - 25));
    await expectNoSeriousA11yViolations(page, 'registrations, second page');

    // A row opens the registration; Back comes to the same page, in the same order.
    const firstOnPage = await dataRows(table).first().getByRole('link').innerText();
    await dataRows(table).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstOnPage);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]tab=all&page=2&sort=name&order=desc$/);
    await expect(dataRows(table).first().getByRole('link')).toHaveText(firstOnPage);

    // The search goes to the address (once typing pauses) and back to the first page; the export link carries it.
    const { surname } = rareSurname(all);
    await page.getByRole('searchbox', { name: t('el', 'components:table.search') }).fill(surname);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${escapeRegExp(encodeURIComponent(surname))}`));
    await expect(page).not.toHaveURL(/[?&]page=/);
    await page.getByRole('button', { name: t('el', 'exports:registrations') }).click();
    const csv = page.getByRole('menuitem').first();
    await expect(csv).toHaveAttribute(
      'href',
      new RegExp(`tab=all&.*sort=name&order=desc&search=${escapeRegExp(encodeURIComponent(surname))}`),
    );
  });
});

import { formatEuro, type TripSummary } from '@voyage/domain';
import { dataRows, grid } from '../../fixtures/data-grid.ts';
import { t } from '../../fixtures/i18n.ts';
import { escapeRegExp } from '../../fixtures/text.ts';
import { expect, test } from '../../fixtures/test.ts';
import { tripTitle } from '../../fixtures/trip-data.ts';

test.describe('[ADMIN]: trips', () => {
  test('[ADMIN]: the trip menu lists every trip as "name year"', async ({ adminPage: page, publicTrip }) => {
    const { trip, trips } = publicTrip;
    expect(trips.length).toBeGreaterThanOrEqual(2);
    await page.goto('/dashboard');
    const menuButton = page.getByRole('button', {
      name: t('el', 'common:tripMenu.label', { trip: tripTitle(trip, 'el') }),
    });
    await expect(menuButton).toHaveText(tripTitle(trip, 'el'));
    await menuButton.click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveCount(trips.length);
    const item = (summary: TripSummary) =>
      page.getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(tripTitle(summary, 'el'))}`) });
    for (const summary of trips) await expect(item(summary)).toBeVisible();

    const past = trips.find((summary) => !summary.active);
    if (!past) throw new Error('no past trip');
    await item(past).click();
    const pastLabel = tripTitle(past, 'el');
    await expect(
      page.getByRole('button', { name: t('el', 'common:tripMenu.label', { trip: pastLabel }) }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(pastLabel, { exact: true })).toBeVisible();
  });

  test('[ADMIN]: the trips list shows the seeded trips; a trip shows schedule, price and bank details', async ({
    adminPage: page,
    publicTrip,
  }) => {
    const { trip, trips } = publicTrip;
    await page.goto('/trips/list');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'admin:trips.title'));
    const table = grid(page, t('el', 'admin:trips.title'));
    await expect(dataRows(table)).toHaveCount(trips.length);
    for (const summary of trips) {
      await expect(table.getByRole('link', { name: tripTitle(summary, 'el'), exact: true })).toBeVisible();
    }

    await table.getByRole('link', { name: tripTitle(trip, 'el'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/trip/${trip.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tripTitle(trip, 'el'));

    await expect(page.getByRole('region', { name: t('el', 'admin:trip.overview') })).toContainText(
      formatEuro(trip.totalPriceCents, 'el'),
    );
    const bank = page.getByRole('region', { name: t('el', 'admin:trip.bankDetails') });
    await expect(bank).toContainText(trip.bankDetails.beneficiary);
    await expect(bank).toContainText(trip.bankDetails.accountNumber);
    const plan = page.getByRole('region', { name: t('el', 'admin:trip.paymentPlan') });
    for (const instalment of trip.payments) await expect(plan).toContainText(formatEuro(instalment.amountCents, 'el'));

    const schedule = page.getByRole('region', { name: t('el', 'admin:trip.schedule') });
    for (const day of trip.schedule) {
      await expect(schedule.getByRole('heading', { name: day.title.el, exact: true })).toBeVisible();
    }
  });
});

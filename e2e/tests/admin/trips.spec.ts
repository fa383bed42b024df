import { formatEuro, type TripSummary } from '@voyage/domain';
import { dataRows, grid } from '../../fixtures/data-grid.ts';
import { t } from '../../fixtures/i18n.ts';
import { escapeRegExp } from '../../fixtures/text.ts';
import { expect, test } from '../../fixtures/test.ts';
import { TRIP_EDITOR_WAIT, tripTitle } from '../../fixtures/trip-data.ts';

test.describe('[ADMIN]: trips', () => {
  test('[ADMIN]: the trip menu lists every trip as "name year"', async ({ adminPage: page, publicTrip }) => {
    const { trip } = publicTrip;
    // Read now, not when the worker started: other specs add trips of their own as they run.
    const trips = (await (await page.request.get('/api/trip/all')).json()) as TripSummary[];
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

  test('[ADMIN]: the trips list shows the seeded trips; a trip opens in its editor with schedule, price and bank details', async ({
    adminPage: page,
    publicTrip,
  }) => {
    test.setTimeout(90_000);
    const { trip } = publicTrip;
    // Read now, not when the worker started: other specs add trips of their own as they run.
    const trips = (await (await page.request.get('/api/trip/all')).json()) as TripSummary[];
    await page.goto('/trips/list');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'admin:trips.title'));
    await expect(page.getByRole('button', { name: t('el', 'trips:new.open') })).toBeVisible();
    const table = grid(page, t('el', 'admin:trips.title'));
    await expect(dataRows(table)).toHaveCount(trips.length);
    for (const summary of trips) {
      await expect(table.getByRole('link', { name: tripTitle(summary, 'el'), exact: true })).toBeVisible();
    }

    await table.getByRole('link', { name: tripTitle(trip, 'el'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/trip/${trip.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tripTitle(trip, 'el'), TRIP_EDITOR_WAIT);

    await expect(page.getByRole('region', { name: t('el', 'admin:trip.overview') })).toContainText(
      formatEuro(trip.totalPriceCents, 'el'),
    );
    const money = page.getByRole('region', { name: t('el', 'trips:sections.money') });
    await expect(money.getByRole('textbox', { name: t('el', 'trips:fields.beneficiary') })).toHaveValue(
      trip.bankDetails.beneficiary,
    );
    await expect(money.getByRole('textbox', { name: t('el', 'trips:fields.accountNumber') })).toHaveValue(
      trip.bankDetails.accountNumber,
    );

    // The day the health record freezes is the trip's own setting, beside the other dates.
    const calendar = page.getByRole('region', { name: t('el', 'trips:sections.calendar') });
    await expect(calendar.getByRole('textbox', { name: t('el', 'trips:fields.healthFreezeDays') })).toHaveValue(
      String(trip.healthFreezeDays),
    );

    const schedule = page.getByRole('region', { name: t('el', 'trips:sections.schedule') });
    for (const [index, day] of trip.schedule.entries()) {
      const label = `${t('el', 'trips:fields.dayTitle', { day: index + 1 })} (${t('el', 'trips:editor.greek')})`;
      await expect(schedule.getByRole('textbox', { name: label, exact: true })).toHaveValue(day.title.el);
    }
  });
});

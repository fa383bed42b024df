import { adminApi } from '../../fixtures/admin-data.ts';
import { dataRows, grid, onFirstPage } from '../../fixtures/data-grid.ts';
import { t } from '../../fixtures/i18n.ts';
import { expect, test } from '../../fixtures/test.ts';

test.describe('[ADMIN]: departures', () => {
  test('[ADMIN]: the departures list shows the seeded departures', async ({ adminPage: page, publicTrip }) => {
    const departures = await adminApi(page, publicTrip.trip.id).departures();
    // Other specs add departures of their own as they run.
    expect(departures.length).toBeGreaterThanOrEqual(3);
    await page.goto('/admin/departures/list');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'admin:departuresList.title'));
    const table = grid(page, t('el', 'admin:departuresList.title'));
    await expect(dataRows(table)).toHaveCount(departures.length);
    for (const departure of departures) {
      await expect(table.getByRole('link', { name: departure.label.el, exact: true })).toBeVisible();
      await expect(table.getByRole('gridcell', { name: departure.hotel })).toBeVisible();
    }
  });

  test('[ADMIN]: a departure shows its schools, travellers and flights', async ({ adminPage: page, publicTrip }) => {
    const api = adminApi(page, publicTrip.trip.id);
    const [departures, students] = await Promise.all([api.departures(), api.students()]);
    const departure = departures.find((row) => row.schools.length > 0);
    if (!departure) throw new Error('no departure with schools');
    const travellers = students.filter((student) => student.departureId === departure.id);

    await page.goto('/admin/departures/list');
    await grid(page, t('el', 'admin:departuresList.title'))
      .getByRole('link', { name: departure.label.el, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/departure/${publicTrip.trip.id}/${departure.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(departure.label.el);

    const overview = page.getByRole('region', { name: t('el', 'admin:departure.summary') });
    await expect(overview).toContainText(departure.carrier);
    await expect(overview).toContainText(departure.hotel);

    const flights = grid(page, t('el', 'admin:departure.flights'));
    await expect(dataRows(flights)).toHaveCount(departure.flights.length);
    for (const flight of departure.flights) {
      await expect(flights.getByRole('gridcell', { name: flight.flightNumber, exact: true })).toBeVisible();
    }

    const schools = page.getByRole('region', { name: t('el', 'admin:departure.schools'), exact: true });
    for (const school of departure.schools)
      await expect(schools.getByRole('link', { name: school.name })).toBeVisible();

    const table = grid(page, t('el', 'admin:departure.students'));
    await expect(dataRows(table)).toHaveCount(onFirstPage(travellers.length));
  });
});

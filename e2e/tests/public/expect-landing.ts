import { expect, type Page } from '@playwright/test';
import { formatEuro } from '@voyage/domain';
import { t, type Language } from '../../fixtures/i18n.ts';
import { firstParagraph } from '../../fixtures/text.ts';
import type { PublicTripData } from '../../fixtures/trip-data.ts';

const shortTime = (time: string) => time.slice(0, 5);

/** The landing page shows, in `lng`, everything the public API says about the active trip. */
export async function expectLandingContent(
  page: Page,
  lng: Language,
  { trip, departures }: PublicTripData,
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(trip.title[lng]);

  const notice = page.getByRole('region', { name: t(lng, 'public:registration.open') });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: t(lng, 'public:registration.register') })).toBeVisible();

  const intro = page.getByRole('region', { name: t(lng, 'public:intro.title') });
  await expect(intro).toContainText(firstParagraph(trip.intro[lng]));

  const mission = page.getByRole('region', { name: t(lng, 'public:mission.title') });
  await expect(mission.getByRole('listitem')).toHaveText(trip.missions.map((item) => item[lng]));

  const price = page.getByRole('region', { name: t(lng, 'public:price.title') });
  await expect(price).toContainText(formatEuro(trip.totalPriceCents, lng));
  await expect(price.getByRole('heading', { name: t(lng, 'public:package.title') })).toBeVisible();
  for (const item of trip.package) await expect(price.getByText(item[lng], { exact: true })).toBeVisible();

  const programme = page.getByRole('region', { name: t(lng, 'public:programme.title') });
  // Each day is a disclosure (<details>), its title the summary one presses to open it.
  for (const day of trip.schedule) {
    await expect(programme.locator('summary', { hasText: day.title[lng] })).toBeVisible();
  }
  const firstDay = trip.schedule[0];
  if (firstDay) {
    for (const activity of firstDay.activities)
      await expect(programme.getByText(activity[lng], { exact: true })).toBeVisible();
  }

  const flights = page.getByRole('region', { name: t(lng, 'public:flights.title') });
  expect(departures.length).toBeGreaterThan(0);
  for (const departure of departures) {
    await expect(flights.getByRole('heading', { name: departure.label[lng], exact: true })).toBeVisible();
    await expect(flights.getByText(departure.hotel, { exact: true })).toBeVisible();
    for (const flight of departure.flights) {
      const times = t(lng, 'components:flights.times', {
        number: flight.flightNumber,
        departs: shortTime(flight.departureTime),
        arrives: shortTime(flight.arrivalTime),
      });
      await expect(flights.getByText(times, { exact: true })).toBeVisible();
    }
  }
}

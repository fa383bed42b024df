import { expectMyVoyage, requestEmailLink } from '../../fixtures/account-flows.ts';
import { travellingGuardianFor } from '../../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { LANGUAGES, t } from '../../fixtures/i18n.ts';
import { linkIn, waitForMail } from '../../fixtures/mailbox.ts';
import { mailSubject } from '../../fixtures/mail-subjects.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { expect, test } from '../../fixtures/test.ts';

const dateRange = (from: string, to: string, lng: string) =>
  new Intl.DateTimeFormat(lng === 'en' ? 'en-IE' : 'el-GR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(new Date(`${from}T12:00:00Z`), new Date(`${to}T12:00:00Z`));

test.describe('[MY VOYAGE]: the trip as the family will live it', () => {
  test.describe.configure({ timeout: 60_000 });
  test.use({ viewport: { width: 360, height: 780 } });

  for (const [which, lng] of LANGUAGES.entries()) {
    test(`[MY VOYAGE]: a parent sees their departure's days, flights, hotel and the programme on a phone (${lng})`, async ({
      page,
      adminApi,
      publicTrip,
    }) => {
      const guardian = await travellingGuardianFor(adminApi, which);
      const departure = publicTrip.departures.find((candidate) => candidate.id === guardian.departureId)!;
      await page.goto('/login');
      if (lng === 'en') await switchLanguage(page, 'en');
      const since = new Date();
      await requestEmailLink(page, lng, guardian.email);
      const mail = await waitForMail({ to: guardian.email, subject: mailSubject('magic-link', lng), since });
      await page.goto(linkIn(mail, '/api/auth/magic-link/verify'));
      await expectMyVoyage(page, lng);

      const card = page.getByRole('region', { name: t(lng, 'myVoyage:departure.title') });
      await expect(card).toContainText(departure.label[lng]);
      // The traveller's own departure days, not the whole trip's range of the landing page.
      await expect(card).toContainText(dateRange(departure.outboundDate, departure.inboundDate, lng));
      for (const flight of departure.flights) {
        await expect(card).toContainText(flight.flightNumber);
        await expect(card).toContainText(`${flight.from} → ${flight.to}`);
        await expect(card).toContainText(flight.departureTime.slice(0, 5));
      }
      await expect(card).toContainText(departure.hotel);

      const programme = page.getByRole('region', { name: t(lng, 'myVoyage:programme.title') });
      for (const day of publicTrip.trip.schedule) await expect(programme).toContainText(day.title[lng]);

      await expectNoSeriousA11yViolations(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(360);
    });
  }
});

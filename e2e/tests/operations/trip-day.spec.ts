import type { APIRequestContext, Page } from '@playwright/test';
import type { ActionResult, Departure, School, TripDayOffice } from '@voyage/domain';
import { csrfHeaders } from '../../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { DESKTOP, PHONE, describeStory, expect, test } from '../../fixtures/family-test.ts';
import { t } from '../../fixtures/i18n.ts';
import { uniqueLetters } from '../../fixtures/registration-form.ts';
import { approveThroughApi, registerConfirmedFamily, type FamilyRegistration } from '../../fixtures/review.ts';

/**
 * The escorts' trip day (docs/product/trip-day.md#on-the-phone) on a 360 px phone in Greek: the pack downloaded
 * and locked with a PIN, counted with no network, and the office's departure screen seeing the checkpoint
 * closed once the phone is back online; the same actions sent again add nothing.
 */
const day = (key: string, vars: Record<string, string | number> = {}) => t('el', `tripDay:${key}`, vars);
const PIN = '4821';

/** Pictures of the screen in both themes, kept when SHOTS_DIR is set. */
async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${dir}/${name}-${colorScheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function posted<T>(api: APIRequestContext, url: string, data: unknown, status = 201): Promise<T> {
  const response = await api.post(url, { headers: await csrfHeaders(api), data });
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A departure and school of the test's own, so no other spec's traveller joins its roster while it counts. */
async function departureOfItsOwn(adminApi: APIRequestContext, tripId: number, startsOn: string, endsOn: string) {
  const letters = uniqueLetters(5);
  const departure = await posted<Departure>(adminApi, `/api/admin/departures?trip_id=${tripId}`, {
    label: { el: `Αναχώρηση συνοδών ${letters}`, en: `Escorts' departure ${letters}` },
    outboundDate: startsOn,
    inboundDate: endsOn,
    carrier: 'Aegean Airlines',
    hotel: 'Hôtel du Louvre',
    flights: [
      {
        direction: 'outbound',
        flightNumber: 'A3 612',
        date: startsOn,
        from: 'LCA',
        to: 'CDG',
        departureTime: '06:10',
        arrivalTime: '09:30',
      },
    ],
    escorts: [{ name: 'Ελένη Κυριάκου', phone: '+357 99 111222' }],
    seats: null,
    schoolIds: [],
  });
  const school = await posted<School>(adminApi, `/api/admin/schools?trip_id=${tripId}`, {
    name: `Γυμνάσιο Συνοδών ${letters}`,
    district: 'lemesos',
    contactName: '',
    contactEmail: '',
    departureId: departure.id,
  });
  return { departure, school, letters };
}

describeStory('[TRIP DAY]: the escorts count their travellers with or without network', PHONE, 300_000, () => {
  test('[TRIP DAY]: a pack downloaded on a phone, opened offline with the PIN, a checkpoint closed when all are accounted for, seen closed by the office', async ({
    adminApi,
    openStaffPage,
    publicTrip,
  }) => {
    const { trip } = publicTrip;
    const { departure, school, letters } = await departureOfItsOwn(adminApi, trip.id, trip.startsOn, trip.endsOn);
    const families: FamilyRegistration[] = [];
    for (let index = 0; index < 3; index += 1) {
      const family = await registerConfirmedFamily({ trip, school, language: 'el', surname: `DAY${letters}` });
      await approveThroughApi(adminApi, family);
      families.push(family);
    }
    const names = families.map((family) => `${family.lastName} ${family.firstName}`);
    const gate = 'Πύλη A3 612';

    const phone = await openStaffPage(PHONE);
    const sent: unknown[] = [];
    phone.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/trip-day/departures/')) {
        sent.push(request.postDataJSON());
      }
    });

    await test.step('the escort downloads their departure for offline use, locked with a PIN', async () => {
      await phone.goto('/trip-day');
      await expect(phone.getByRole('heading', { level: 1 })).toHaveText(day('setup.heading'));
      for (const box of await phone.getByRole('checkbox').all()) await box.uncheck();
      await phone.getByRole('checkbox', { name: new RegExp(departure.label.el) }).check();
      await phone.getByLabel(day('setup.pin')).fill(PIN);
      await phone.getByLabel(day('setup.pinAgain')).fill(PIN);
      await expectNoSeriousA11yViolations(phone, 'Trip day: download for offline use');
      await shots(phone, 'tripday-setup');
      await phone.getByRole('button', { name: day('setup.download') }).click();
      await expect(phone.getByRole('heading', { level: 1 })).toHaveText(departure.label.el);
      await expect(phone.getByRole('status').filter({ hasText: day('sync.allSent') })).toBeVisible();
      // The service worker answers for the page from now on.
      await phone.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    });

    await test.step('with no network the page still opens, and only with the right PIN', async () => {
      await phone.context().setOffline(true);
      await phone.reload();
      await expect(phone.getByRole('heading', { level: 1 })).toHaveText(day('unlock.heading'));
      await phone.getByLabel(day('unlock.pin')).fill('0000');
      await phone.getByRole('button', { name: day('unlock.open') }).click();
      await expect(phone.getByRole('alert')).toHaveText(t('el', 'tripDay:unlock.wrongPin_other', { count: 9 }));
      await expect(phone.getByRole('heading', { level: 1 })).toHaveText(day('unlock.heading'));
      await expectNoSeriousA11yViolations(phone, 'Trip day: locked');
      await phone.getByLabel(day('unlock.pin')).fill(PIN);
      await phone.getByRole('button', { name: day('unlock.open') }).click();
      await expect(phone.getByRole('heading', { level: 1 })).toHaveText(departure.label.el);
    });

    await test.step('all but one present: Close is refused naming the child; absent with a reason, then closed', async () => {
      await phone.getByRole('button', { name: new RegExp(gate) }).click();
      await expect(phone.getByRole('heading', { level: 1 })).toHaveText(gate);
      await phone.getByRole('button', { name: day('count.isPresent', { name: names[0]! }) }).click();
      // The second with the keyboard alone: the name typed in the search field, Tab to the child's button, Space.
      const search = phone.getByRole('searchbox', { name: day('count.search') });
      await search.focus();
      await phone.keyboard.type(names[1]!.toLowerCase());
      const second = phone.getByRole('button', { name: day('count.isPresent', { name: names[1]! }) });
      for (
        let press = 0;
        press < 10 && !(await second.evaluate((button) => button === document.activeElement));
        press += 1
      )
        await phone.keyboard.press('Tab');
      await expect(second).toBeFocused();
      await phone.keyboard.press('Space');
      await search.focus();
      await phone.keyboard.press('ControlOrMeta+a');
      await phone.keyboard.press('Backspace');
      await expect(phone.getByRole('button', { name: day('count.isPresent', { name: names[2]! }) })).toBeVisible();
      await phone.emulateMedia({ colorScheme: 'dark' });
      await expectNoSeriousA11yViolations(phone, 'Trip day: a headcount in the dark theme');
      await phone.emulateMedia({ colorScheme: 'light' });
      await expect(
        phone.getByRole('status').filter({ hasText: day('count.present', { count: 2, total: 3 }) }),
      ).toBeVisible();
      await phone.getByRole('button', { name: day('count.close') }).click();
      await expect(
        phone.getByText(t('el', 'tripDay:count.closeRefused_one', { count: 1, names: names[2]! })),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(phone, 'Trip day: a headcount refused closing');
      await shots(phone, 'tripday-headcount');
      await phone.getByRole('button', { name: day('count.more', { name: names[2]! }) }).click();
      await phone.getByRole('menuitem', { name: day('count.card') }).click();
      const card = phone.getByRole('dialog', { name: day('card.heading', { name: names[2]! }) });
      await expect(card.getByRole('link', { name: /99 123456/ })).toHaveAttribute('href', /^tel:/);
      await expectNoSeriousA11yViolations(phone, 'Trip day: the emergency card');
      await shots(phone, 'tripday-card');
      await card.getByRole('button', { name: day('card.close') }).click();
      await phone.getByRole('button', { name: day('count.more', { name: names[2]! }) }).click();
      await phone.getByRole('menuitem', { name: day('count.absent') }).click();
      const why = phone.getByRole('dialog', { name: day('reason.heading', { name: names[2]! }) });
      await why.getByRole('radio', { name: day('reason.ill-in-room') }).check();
      await why.getByRole('button', { name: day('reason.save') }).click();
      await phone.getByRole('button', { name: day('count.close') }).click();
      await expect(phone.getByText(day('count.closedNow'))).toBeVisible();
      await expect(
        phone.getByText(t('el', 'tripDay:sync.waiting_other', { count: 4 }), { exact: false }),
      ).toBeVisible();
    });

    await test.step('back online, the phone sends its marks and the office sees the checkpoint closed', async () => {
      await phone.context().setOffline(false);
      await phone.getByRole('button', { name: day('count.back') }).click();
      await expect(phone.getByRole('status').filter({ hasText: day('sync.allSent') })).toBeVisible({ timeout: 40_000 });
      await expect(phone.getByRole('button', { name: new RegExp(gate) })).toContainText(day('home.closed'));
      await expectNoSeriousA11yViolations(phone, 'Trip day: a departure');
      await shots(phone, 'tripday-departure');
      await phone.getByRole('button', { name: day('languageLabel') }).click();
      await expect(phone.getByRole('heading', { name: t('en', 'tripDay:home.checkpoints') })).toBeVisible();
      await shots(phone, 'tripday-departure-en');
      const office = await openStaffPage(DESKTOP);
      await office.goto(`/admin/departure/${trip.id}/${departure.id}`);
      const section = office.getByRole('region', { name: t('el', 'operations:tripDay.title') });
      const row = section.getByRole('listitem').filter({ hasText: gate });
      await expect(row).toContainText(t('el', 'operations:tripDay.closed'));
      await expect(row).toContainText(t('el', 'operations:tripDay.present_other', { count: 2 }));
      await expect(row).toContainText(t('el', 'operations:tripDay.absent_one', { count: 1 }));
      await row
        .getByRole('button', { name: t('el', 'operations:tripDay.history.title', { checkpoint: gate }) })
        .click();
      const history = office.getByRole('dialog', {
        name: t('el', 'operations:tripDay.history.title', { checkpoint: gate }),
      });
      const presentWord = t('el', 'operations:tripDay.states.present');
      await expect(
        history.getByText(t('el', 'operations:tripDay.history.mark', { name: names[0]!, mark: presentWord })),
      ).toBeVisible();
      await expect(history.getByText(t('el', 'operations:tripDay.history.closed'))).toBeVisible();
      await expectNoSeriousA11yViolations(office, 'Departure: who marked whom at a checkpoint');
      await shots(office, 'tripday-office-history');
    });

    await test.step('the same actions sent again record nothing new', async () => {
      expect(sent.length).toBeGreaterThan(0);
      for (const body of sent) {
        const answer = await posted<{ results: ActionResult[] }>(
          adminApi,
          `/api/admin/trip-day/departures/${departure.id}/actions`,
          body,
          200,
        );
        expect(answer.results.map((result) => result.result)).toEqual(answer.results.map(() => 'duplicate'));
      }
      const office = (await (
        await adminApi.get(`/api/admin/trip-day/departures/${departure.id}/checkpoints`)
      ).json()) as TripDayOffice;
      const counted = office.checkpoints.find((checkpoint) => checkpoint.kind === 'gate')!;
      expect(counted.counts).toEqual({ present: 2, absent: 1, missing: 0 });
      expect(counted.closed).not.toBeNull();
    });
  });
});

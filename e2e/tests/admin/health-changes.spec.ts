import type { Departure, TripSummary } from '@voyage/domain';
import { allListRows } from '../../fixtures/admin-data.ts';
import { csrfHeaders } from '../../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { DESKTOP, describeStory, expect, test } from '../../fixtures/family-test.ts';
import { t } from '../../fixtures/i18n.ts';
import { signInAsFamily } from '../../fixtures/review.ts';

/**
 * The health lead's list of changes waiting (docs/product/health.md#health-changes): a family of last spring's
 * trip, whose record is long frozen, sends a change; staff open the list from the dashboard's count for that
 * departure, acknowledge it right there, and the list empties. What the API refuses to whom is in the route ×
 * role matrix; here, what only a browser shows.
 */

const admin = (key: string, vars: Record<string, string | number> = {}) => t('el', `admin:${key}`, vars);

describeStory('[HEALTH-CHANGES]: the health lead acknowledges changes from the list', DESKTOP, 180_000, () => {
  test('[HEALTH-CHANGES]: a change sent after the freeze is opened from the dashboard, acknowledged in the list, and the list empties', async ({
    page,
    adminApi,
    openStaffPage,
  }) => {
    const trips = (await (await adminApi.get('/api/trip/all')).json()) as TripSummary[];
    const active = trips.find((trip) => trip.active);
    // Last spring's seeded trip: over, so its records are frozen (other specs add trips of later years).
    const past = trips.find((trip) => active && trip.year < active.year);
    if (!past) throw new Error('the seed has no past trip');
    const rows = await allListRows(adminApi, `/api/registrations?trip_id=${past.id}`);
    // The last approved, confirmed registration with a departure: no other spec signs its guardian in.
    const family = rows
      .filter((row) => row.status === 'approved' && row.emailConfirmedAt !== null && row.departureId !== null)
      .filter((row, _, all) => all.filter((other) => other.guardianEmail === row.guardianEmail).length === 1)
      .at(-1);
    if (!family) throw new Error('the past trip has no approved family with a departure');

    await test.step('the family sends a change to the health lead', async () => {
      await signInAsFamily(page, 'el', family.guardianEmail);
      const sent = await page.request.post(`/api/my/travellers/${family.id}/health/addenda`, {
        headers: await csrfHeaders(page.request),
        data: { text: 'Νέο φάρμακο: Ventolin πριν το κολύμπι', section: 'medicines' },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    });

    const staff = await openStaffPage();
    await staff.addInitScript((tripId) => window.localStorage.setItem('voyage.tripId', String(tripId)), past.id);
    const name = `${family.firstName} ${family.lastName}`;

    await test.step('the dashboard counts it on its departure and links to the list', async () => {
      await staff.goto('/dashboard');
      const departures = (await (await adminApi.get(`/api/departures?trip_id=${past.id}`)).json()) as Departure[];
      const departure = departures.find((row) => row.id === family.departureId)!;
      const link = staff.getByRole('link', {
        name: admin('dashboard.health.showChanges_one', { count: 1, name: departure.label.el }),
      });
      await link.click();
      await expect(staff).toHaveURL(new RegExp(`/admin/health-changes\\?departure=${family.departureId}$`));
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(admin('healthChanges.title'));
    });

    const list = staff.getByRole('list', { name: admin('healthChanges.listTitle') });
    await test.step('the list shows whose it is and what changed; the text on request', async () => {
      const card = list.getByRole('listitem').filter({ hasText: name });
      await expect(
        card.getByText(
          admin('healthChanges.section', { section: admin('registration.health.addenda.sections.medicines') }),
        ),
      ).toBeVisible();
      await card.getByRole('button', { name: admin('healthChanges.readFor', { name }) }).click();
      await expect(card.getByText('Νέο φάρμακο: Ventolin πριν το κολύμπι')).toBeVisible();
      await expectNoSeriousA11yViolations(staff, 'health changes, one waiting, in Greek on a desktop');
    });

    await test.step('acknowledged from the keyboard, it leaves the list', async () => {
      await staff.getByRole('button', { name: admin('healthChanges.acknowledgeFor', { name }) }).focus();
      await staff.keyboard.press('Enter');
      const outcome = staff.getByText(admin('healthChanges.acknowledgedFor', { name }));
      await expect(outcome).toBeVisible();
      await expect(staff.getByRole('status').filter({ has: outcome })).toBeFocused();
      await expect(staff.getByText(admin('healthChanges.empty'))).toBeVisible();
      await expectNoSeriousA11yViolations(staff, 'health changes, none waiting, in Greek on a desktop');
    });
  });
});

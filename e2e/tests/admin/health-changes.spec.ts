import type { Departure, TripSummary } from '@voyage/domain';
import { createAccountOnScreen, NEW_PASSWORD } from '../../fixtures/account-flows.ts';
import { allListRows } from '../../fixtures/admin-data.ts';
import { csrfHeaders } from '../../fixtures/accounts.ts';
import { BASE_URL } from '../../fixtures/env.ts';
import { linkIn, waitForMail } from '../../fixtures/mailbox.ts';
import { mailSubject } from '../../fixtures/mail-subjects.ts';
import { uniqueLetters } from '../../fixtures/registration-form.ts';
import { enrolOnScreen } from '../../fixtures/two-factor.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import type { APIRequestContext, Browser, Page, ViewportSize } from '@playwright/test';
import { DESKTOP, PHONE, describeStory, expect, test } from '../../fixtures/family-test.ts';
import { t } from '../../fixtures/i18n.ts';
import { signInAsFamily } from '../../fixtures/review.ts';
import { escapeRegExp } from '../../fixtures/text.ts';

/**
 * The health lead's list of changes waiting (docs/product/health.md#health-changes): a family of last spring's
 * trip, whose record is long frozen, sends a change; staff open the list from the dashboard's count for that
 * departure, acknowledge it right there, and the list empties. What the API refuses to whom is in the route ×
 * role matrix; here, what only a browser shows.
 */

/** Pictures of the list at desktop in English (light) and on a phone in Greek (dark), kept when SHOTS_DIR is set. */
async function shots(openStaffPage: (viewport?: ViewportSize) => Promise<Page>, tripId: number, address: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const pictures = [
    { viewport: DESKTOP, locale: 'en', colorScheme: 'light', name: 'desktop-en-light' },
    { viewport: PHONE, locale: 'el', colorScheme: 'dark', name: '360-el-dark' },
    { viewport: DESKTOP, locale: 'el', colorScheme: 'dark', name: 'desktop-el-dark' },
    { viewport: PHONE, locale: 'en', colorScheme: 'light', name: '360-en-light' },
  ] as const;
  for (const picture of pictures) {
    const page = await openStaffPage(picture.viewport);
    await page.emulateMedia({ colorScheme: picture.colorScheme });
    await page.addInitScript(
      ([trip, locale]) => {
        window.localStorage.setItem('voyage.tripId', String(trip));
        window.localStorage.setItem('voyage.locale', locale);
      },
      [tripId, picture.locale] as const,
    );
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(picture.locale, 'admin:healthChanges.title'));
    await expect(page.getByRole('listitem').first()).toBeVisible();
    // The departures' names are read: the filter is ready and the cards name them.
    await expect(page.getByRole('combobox', { name: t(picture.locale, 'admin:healthChanges.filter') })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${dir}/shot-addscreen-${picture.name}.png`, fullPage: true });
    await page.close();
  }
}

/**
 * A health lead of their own: the administrator invites them with the `health` role, they create the account
 * and set up an authenticator in a browser of theirs, and are left signed in, in Greek on a desktop.
 */
async function healthLead(browser: Browser, adminApi: APIRequestContext): Promise<Page> {
  const email = `health-${uniqueLetters(6).toLowerCase()}@voyage.test`;
  const since = new Date();
  const invited = await adminApi.post('/api/admin/administrators/invitations', {
    headers: await csrfHeaders(adminApi),
    data: { email, locale: 'el', role: 'health', departureIds: [] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await waitForMail({ to: email, subject: mailSubject('admin-invitation', 'el'), since });
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'el-GR', viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(linkIn(mail, '/admin/create/account/'));
  await createAccountOnScreen(page, 'el', 'Υγεία Υπεύθυνη', NEW_PASSWORD);
  await enrolOnScreen(page, NEW_PASSWORD);
  return page;
}

const admin = (key: string, vars: Record<string, string | number> = {}) => t('el', `admin:${key}`, vars);

describeStory('[HEALTH-CHANGES]: the health lead acknowledges changes from the list', DESKTOP, 180_000, () => {
  test('[HEALTH-CHANGES]: a change sent after the freeze is opened from the dashboard, acknowledged in the list, and the list empties', async ({
    page,
    adminApi,
    browser,
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
      // The frozen record, read only, with the change sent and waiting.
      await page.goto(`/my-voyage/${family.id}/health`);
      await expect(page.getByText(t('el', 'myVoyage:health.frozenNote'))).toBeVisible();
      await expect(page.getByText(t('el', 'myVoyage:health.addenda.waiting'))).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'the frozen record with its changes, in Greek on a desktop');
    });

    const staff = await healthLead(browser, adminApi);
    await staff.addInitScript((tripId) => window.localStorage.setItem('voyage.tripId', String(tripId)), past.id);
    const name = `${family.firstName} ${family.lastName}`;

    await test.step('the dashboard counts it on its departure and links to the list', async () => {
      await staff.goto('/dashboard');
      // The health lead's menu holds the screen; an escort's never does (no `health` capability).
      const menu = staff.getByRole('navigation', { name: t('el', 'common:nav.admin') });
      await expect(menu.getByRole('link', { name: t('el', 'common:nav.healthChanges') })).toBeVisible();
      // The health table, and its list of who is missing what for the whole trip (the seed fills no record).
      const health = staff.getByRole('table', { name: admin('dashboard.health.title') });
      await expect(health).toBeVisible();
      await expectNoSeriousA11yViolations(staff, 'the dashboard with its health table, as the health lead');
      await health
        .getByRole('button', { name: new RegExp(`, ${escapeRegExp(admin('dashboard.health.total'))}: `) })
        .click();
      const missing = staff.getByRole('dialog', {
        name: admin('dashboard.health.missingTitle', { name: admin('dashboard.health.total') }),
      });
      await expect(missing.getByRole('row').nth(1)).toBeVisible();
      await expectNoSeriousA11yViolations(staff, 'who is missing what, as the health lead');
      await missing.getByRole('button', { name: admin('dashboard.health.close') }).click();
      await expect(missing).toBeHidden();
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
      await shots(openStaffPage, past.id, staff.url());
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

    await test.step('the registration shows the health lead the full record and the change, read', async () => {
      await staff.goto(`/admin/registration/${past.id}/${family.id}`);
      const health = staff.getByRole('region', { name: admin('registration.health.title'), exact: true });
      await health.getByRole('button', { name: admin('registration.health.showFull') }).click();
      await expect(health.getByText(admin('registration.health.consentMissing'))).toBeVisible();
      await expect(health.getByText('Νέο φάρμακο: Ventolin πριν το κολύμπι')).toBeVisible();
      await expectNoSeriousA11yViolations(staff, 'the full health record, as the health lead');
      if (process.env.SHOTS_DIR) {
        await health.screenshot({ path: `${process.env.SHOTS_DIR}/health-full-record-el-light.png` });
        await staff.emulateMedia({ colorScheme: 'dark' });
        await staff.setViewportSize(PHONE);
        await health.screenshot({ path: `${process.env.SHOTS_DIR}/health-full-record-360-el-dark.png` });
      }
    });
  });
});

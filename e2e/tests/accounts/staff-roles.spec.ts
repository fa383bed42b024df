import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { FILLED_HEALTH_RECORD, type Departure, type School } from '@voyage/domain';
import {
  createAccountOnScreen,
  expectDashboard,
  logOutFromUserMenu,
  NEW_PASSWORD,
  signInWithPassword,
} from '../../fixtures/account-flows.ts';
import { csrfHeaders } from '../../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { BASE_URL } from '../../fixtures/env.ts';
import { DESKTOP, describeStory, expect, test } from '../../fixtures/family-test.ts';
import { t } from '../../fixtures/i18n.ts';
import { linkIn, waitForMail } from '../../fixtures/mailbox.ts';
import { mailSubject } from '../../fixtures/mail-subjects.ts';
import { uniqueLetters } from '../../fixtures/registration-form.ts';
import { signInAsFamily, type FamilyRegistration } from '../../fixtures/review.ts';
import { escapeRegExp } from '../../fixtures/text.ts';
import { enrolOnScreen, enterCode } from '../../fixtures/two-factor.ts';
import { watchConsole } from '../../fixtures/test.ts';

/**
 * Staff roles (docs/product/staff-roles.md): an administrator invites an escort for one departure on the Staff
 * screen; the escort sees that departure's travellers and their health flags, and nothing of another
 * departure. A finance user is not offered a traveller's documents. What the API refuses is in the route ×
 * role matrix (apps/api/test/security/); here, what the screens show.
 */

const admins = (key: string, vars: Record<string, string | number> = {}) => t('el', `admins:${key}`, vars);

/** Pictures of the screens in both themes, kept when SHOTS_DIR is set. */
async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${dir}/${name}-${colorScheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Two schools of the trip on different departures: the seats of this spec's families. */
async function seatsOnTwoDepartures(adminApi: APIRequestContext, tripId: number): Promise<[number, number]> {
  const schools = (await (await adminApi.get(`/api/schools?trip_id=${tripId}`)).json()) as School[];
  // Counted on from seat 15, past the seats the other specs take, round the list.
  const order = schools.map((_, index) => (index + 15) % schools.length);
  const first = order.find((index) => schools[index]!.departureId !== null) ?? -1;
  const other = order.find((index) => ![null, schools[first]?.departureId].includes(schools[index]!.departureId)) ?? -1;
  if (first < 0 || other < 0) throw new Error('the seed has no two departures with schools');
  return [first, other];
}

/** The family fills in the health record through its own session, as the form's saves do. */
async function fillHealthRecord(browser: Browser, family: FamilyRegistration): Promise<void> {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'el-GR' });
  const page = await context.newPage();
  await signInAsFamily(page, 'el', family.guardianEmail);
  const { allergies, medicines, diet, conditions, contacts } = FILLED_HEALTH_RECORD;
  for (const data of [{ allergies }, { medicines }, { diet }, { conditions }, { contacts }]) {
    const response = await page.request.put(`/api/my/travellers/${family.id}/health`, {
      headers: await csrfHeaders(page.request),
      data,
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await context.close();
}

/** The invitee opens the e-mailed link in a browser of their own, creates the account and sets up an authenticator. */
async function acceptInvitation(browser: Browser, email: string, name: string, since: Date) {
  const mail = await waitForMail({ to: email, subject: mailSubject('admin-invitation', 'el'), since });
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'el-GR', viewport: DESKTOP });
  const problems = watchConsole(context);
  const page = await context.newPage();
  await page.goto(linkIn(mail, '/admin/create/account/'));
  await createAccountOnScreen(page, 'el', name, NEW_PASSWORD);
  const { key } = await enrolOnScreen(page, NEW_PASSWORD);
  return { context, page, key, problems };
}

describeStory('[ROLES]: what each staff role sees', DESKTOP, 480_000, () => {
  test('[ROLES]: an administrator invites an escort for one departure; the escort sees its travellers and their health flags, not another departure’s', async ({
    adminPage,
    adminApi,
    browser,
    newFamily,
    publicTrip,
  }) => {
    const { trip } = publicTrip;
    const [seat, otherSeat] = await seatsOnTwoDepartures(adminApi, trip.id);
    const surname = `ROLES${uniqueLetters(4)}`;
    const mine = await newFamily({ seat, language: 'el', surname, approved: true });
    const other = await newFamily({ seat: otherSeat, language: 'el', surname, approved: true });
    await fillHealthRecord(browser, mine);
    const departures = (await (await adminApi.get(`/api/departures?trip_id=${trip.id}`)).json()) as Departure[];
    const departure = departures.find((row) => row.id === mine.school.departureId)!;
    const email = `escort-${uniqueLetters(6).toLowerCase()}@voyage.test`;
    const name = 'Σωτήρης Συνοδός';

    const since = new Date();
    await test.step('the administrator invites an escort with the role and the departure', async () => {
      await adminPage.goto('/admins');
      await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(admins('title'));
      const form = adminPage.getByRole('form', { name: admins('invite.title') });
      await form.getByLabel(admins('invite.email'), { exact: true }).fill(email);
      await form.getByRole('combobox', { name: admins('roles.label') }).click();
      await adminPage.getByRole('option', { name: admins('roles.names.escort'), exact: true }).click();
      await form.getByRole('combobox', { name: admins('roles.departures') }).click();
      await adminPage.getByRole('option', { name: departure.label.el, exact: true }).click();
      await adminPage.keyboard.press('Escape');
      await expect(form.getByRole('combobox', { name: admins('roles.departures') })).toHaveText(departure.label.el);
      await expectNoSeriousA11yViolations(adminPage, 'Staff screen: the invitation with an escort’s departure');
      await shots(adminPage, 'rolese2e-invitation');
      await form.getByRole('button', { name: admins('invite.submit'), exact: true }).click();
      await expect(adminPage.getByText(admins('invite.sent', { email }))).toBeVisible();
    });

    const escort = await acceptInvitation(browser, email, name, since);
    const page = escort.page;
    await test.step('the escort signs in again with the authenticator', async () => {
      await logOutFromUserMenu(page, 'el', name);
      await page.goto('/');
      await signInWithPassword(page, 'el', email, NEW_PASSWORD);
      await enterCode(page, escort.key);
      await expect(page).not.toHaveURL(/\/login/);
    });

    await test.step('the escort sees their departure’s traveller, not the other', async () => {
      // The menu holds no screen that is not kept to their departures (the waiting list).
      const menu = page.getByRole('navigation', { name: t('el', 'common:nav.admin') });
      await expect(menu.getByRole('link', { name: t('el', 'common:nav.registrations') })).toBeVisible();
      await expect(menu.getByRole('link', { name: t('el', 'common:nav.waitingList') })).toHaveCount(0);
      await page.goto('/admin/registrations?tab=all');
      await page.getByRole('searchbox', { name: t('el', 'components:table.search') }).fill(surname);
      const rows = page.getByRole('row');
      await expect(rows.filter({ hasText: mine.lastName })).toHaveCount(1);
      await expect(rows.filter({ hasText: other.lastName })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, 'the escort’s registrations');
      await shots(page, 'rolese2e-escort-list');

      await page.goto(`/admin/registration/${trip.id}/${mine.id}`);
      const health = page.getByRole('region', { name: t('el', 'admin:registration.health.title'), exact: true });
      await expect(health.getByText('Αναφυλαξία: έχει μαζί αδρεναλίνη')).toBeVisible();
      await expect(health.getByText('Δεν ξέρει κολύμπι')).toHaveCount(0);
      const contacts = health.getByRole('list', { name: t('el', 'admin:registration.health.contactsTitle') });
      await expect(contacts.getByRole('link', { name: '99 123456' })).toBeVisible();
      await expect(page.getByRole('region', { name: t('el', 'documents:section.title') })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, 'the escort’s traveller');
      await shots(page, 'rolese2e-escort-traveller');

      await page.goto(`/admin/registration/${trip.id}/${other.id}`);
      await expect(page.getByText(t('el', 'admin:registration.notFound'))).toBeVisible();
    });

    expect(escort.problems).toEqual([`response 404 GET /api/admin/travellers/${other.id}`]);
    await escort.context.close();

    await test.step('the Staff screen lists the escort with their role; an administrator changes it', async () => {
      await adminPage.reload();
      const list = adminPage.getByRole('table', { name: admins('list.title') });
      const row = list.getByRole('row', { name: new RegExp(escapeRegExp(email)) });
      await expect(row).toContainText(admins('roles.names.escort'));
      await expectNoSeriousA11yViolations(adminPage, 'Staff screen');
      await shots(adminPage, 'rolese2e-staff');
      await row.getByRole('button', { name: admins('roles.changeNamed', { name, email }) }).click();
      const dialog = adminPage.getByRole('dialog', { name: admins('roles.dialogTitle', { name }) });
      await expect(dialog.getByRole('combobox', { name: admins('roles.departures') })).toHaveText(departure.label.el);
      await expectNoSeriousA11yViolations(adminPage, 'Change role dialog');
      await shots(adminPage, 'rolese2e-role-dialog');
      // The escort becomes read-only: the departures go with the role, and the list says so.
      await dialog.getByRole('combobox', { name: admins('roles.label') }).click();
      await adminPage.getByRole('option', { name: admins('roles.names.readonly'), exact: true }).click();
      await expect(dialog.getByRole('combobox', { name: admins('roles.departures') })).toHaveCount(0);
      await dialog.getByRole('button', { name: admins('roles.confirm'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(
        adminPage.getByText(admins('roles.done', { name, role: admins('roles.names.readonly') })),
      ).toBeVisible();
      await expect(row).toContainText(admins('roles.names.readonly'));
    });
  });

  test('[ROLES]: a finance user is not offered a traveller’s documents, and a passport scan answers 403', async ({
    adminApi,
    browser,
    newFamily,
  }) => {
    const family = await newFamily({ seat: 16, language: 'el', surname: `FIN${uniqueLetters(4)}`, approved: true });
    const email = `finance-${uniqueLetters(6).toLowerCase()}@voyage.test`;
    const since = new Date();
    const invited = await adminApi.post('/api/admin/administrators/invitations', {
      headers: await csrfHeaders(adminApi),
      data: { email, locale: 'el', role: 'finance', departureIds: [] },
    });
    expect(invited.status()).toBe(201);
    const finance = await acceptInvitation(browser, email, 'Φωτεινή Οικονομικά', since);
    const page = finance.page;
    await expectDashboard(page, 'el');

    await page.goto(`/admin/registration/${family.tripId}/${family.id}`);
    await expect(page.getByRole('region', { name: t('el', 'admin:registration.summary'), exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: t('el', 'documents:section.title') })).toHaveCount(0);
    await expect(page.getByRole('region', { name: t('el', 'admin:registration.health.title') })).toHaveCount(0);

    const documents = (await (await adminApi.get(`/api/admin/travellers/${family.id}/documents`)).json()) as {
      id: string;
    }[];
    expect(documents.length).toBeGreaterThan(0);
    const file = await page.request.get(`/api/admin/documents/${documents[0]!.id}/file`);
    expect(file.status()).toBe(403);
    expect(((await file.json()) as { code: string }).code).toBe('ROLE_NOT_INCLUDED');
    expect(finance.problems).toEqual([]);
    await finance.context.close();
  });
});

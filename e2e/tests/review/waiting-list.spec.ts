import type { APIRequestContext, Page } from '@playwright/test';
import type { Departure, School, StaffWaitingEntry, Trip } from '@voyage/domain';
import { csrfHeaders } from '../../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { BASE_URL } from '../../fixtures/env.ts';
import { t } from '../../fixtures/i18n.ts';
import { linkIn, waitForMail } from '../../fixtures/mailbox.ts';
import { mailSubject } from '../../fixtures/mail-subjects.ts';
import {
  fillTravellerFacts,
  PASSPORT_JPEG,
  stepHeading,
  travellerFields,
  uniqueLetters,
  type TravellerEntry,
} from '../../fixtures/registration-form.ts';
import { schoolOfTrip, signInAsFamily } from '../../fixtures/review.ts';
import { PHONE, describeStory, expect, test } from '../../fixtures/family-test.ts';

const SEAT = 13;

async function departureOf(adminApi: APIRequestContext, tripId: number, id: number): Promise<Departure> {
  const response = await adminApi.get(`/api/departures?trip_id=${tripId}`);
  return ((await response.json()) as Departure[]).find((row) => row.id === id)!;
}

/** Staff set the departure's seats (null: no limit of its own) through the admin API. */
async function setSeats(adminApi: APIRequestContext, departure: Departure, seats: number | null) {
  const {
    id,
    tripId: _trip,
    schools,
    travellerCount: _count,
    escortsNeeded: _needed,
    updatedAt,
    ...fields
  } = departure;
  const response = await adminApi.patch(`/api/admin/departures/${id}`, {
    headers: await csrfHeaders(adminApi),
    data: { ...fields, schoolIds: schools.map((row) => row.id), seats, expectedUpdatedAt: updatedAt },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A Greek family of the school, as it fills in the form. */
function greekFamily(trip: Trip, school: School, surname: string): TravellerEntry {
  const suffix = uniqueLetters(6);
  return {
    firstName: 'ANNA',
    lastName: `${surname}${suffix}`.toUpperCase(),
    gender: 'female',
    dateOfBirth: `${Number(trip.startsOn.slice(0, 4)) - 14}-03-09`,
    city: 'Λεμεσός',
    district: school.district,
    phone: '99 123456',
    language: 'el',
    guardianName: 'Ελένη Αναμονή',
    guardianEmail: `waiting.${surname}.${suffix}@example.com`.toLowerCase(),
    roommates: ['', ''],
  };
}

/**
 * The form on a full departure: step 1 says the trip is full and its button joins the waiting list; the
 * family fills in the form as usual and confirms its e-mail.
 */
async function registerOnFullDeparture(page: Page, trip: Trip, school: School, entry: TravellerEntry) {
  await page.goto(`/register/${trip.id}`);
  await page.getByLabel(t('el', 'register:code.label'), { exact: true }).fill(school.registrationCode);
  await page.getByRole('button', { name: t('el', 'register:actions.continue'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t('el', 'register:code.full') })).toBeVisible();
  const join = page.getByRole('button', { name: t('el', 'register:code.joinWaitingList'), exact: true });
  await expect(join).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'registration step 1, trip full');
  await join.click();

  const fields = travellerFields(page, 'el');
  await expect(stepHeading(page, 'el', 'details')).toBeVisible();
  await fields.firstName.fill(entry.firstName);
  await fields.lastName.fill(entry.lastName);
  await fillTravellerFacts(page, 'el', entry);
  await page.getByRole('button', { name: t('el', 'register:actions.continue'), exact: true }).click();
  await expect(stepHeading(page, 'el', 'document')).toBeVisible();
  await page.getByRole('radio', { name: t('el', 'register:document.types.passport'), exact: true }).check();
  await page.getByLabel(t('el', 'register:document.choose'), { exact: true }).setInputFiles(PASSPORT_JPEG);
  const since = new Date();
  await page.getByRole('button', { name: t('el', 'register:document.send'), exact: true }).click();
  await expect(stepHeading(page, 'el', 'submitted')).toBeVisible();

  const mail = await waitForMail({
    to: entry.guardianEmail,
    subject: mailSubject('registration-confirmation', 'el'),
    since,
  });
  await page.goto(linkIn(mail, '/confirm_email/'));
  await page.getByRole('button', { name: t('el', 'register:confirm.submit'), exact: true }).click();
  await expect(page.getByText(t('el', 'register:confirm.completed'))).toBeVisible();
}

describeStory('[PLACES]: a family on the waiting list is offered a freed place', PHONE, 180_000, () => {
  test('[PLACES]: a Greek family registers through the form on a full departure, waits, is e-mailed an offer when a place frees up and accepts it', async ({
    adminApi,
    publicTrip,
    newFamily,
    openStaffPage,
    page,
    browser,
  }) => {
    const { trip } = publicTrip;
    const school = await schoolOfTrip(adminApi, trip.id, SEAT);
    if (school.departureId === null) throw new Error('the seat’s school has no departure');
    const surname = `WAIT${uniqueLetters(4)}`;
    const holder = await newFamily({ seat: SEAT, language: 'el', surname, approved: true });
    const departure = await departureOf(adminApi, trip.id, school.departureId);
    await setSeats(adminApi, departure, departure.travellerCount);
    const entry = greekFamily(trip, school, surname);
    const name = `${entry.firstName} ${entry.lastName}`;
    try {
      await test.step('the form says the trip is full and the family joins the waiting list through it', async () => {
        await registerOnFullDeparture(page, trip, school, entry);
        const joined = await waitForMail({ to: entry.guardianEmail, subject: /Λίστα αναμονής/ });
        expect(joined.subject).toContain(name);
      });

      await test.step('My Voyage shows the family its place on the waiting list', async () => {
        const list = (await (
          await adminApi.get(`/api/admin/waiting-list?trip_id=${trip.id}`)
        ).json()) as StaffWaitingEntry[];
        const mine = list.find((row) => row.lastName === entry.lastName);
        expect(mine?.state).toBe('waiting');
        await signInAsFamily(page, 'el', entry.guardianEmail);
        await expect(
          page.getByText(t('el', 'myVoyage:waitingList.position', { position: mine!.waitingPosition! })),
        ).toBeVisible();
        await expectNoSeriousA11yViolations(page, 'My Voyage waiting-list card');
      });

      await test.step('the other family withdraws; the family opens the offer e-mail and accepts', async () => {
        const since = new Date();
        const other = await browser.newContext({ baseURL: BASE_URL, viewport: PHONE, locale: 'el-GR' });
        const otherPage = await other.newPage();
        await signInAsFamily(otherPage, 'el', holder.guardianEmail);
        const withdrawn = await otherPage.request.post(`/api/my/travellers/${holder.id}/withdraw`, {
          headers: await csrfHeaders(otherPage.request),
          data: { expectedStatus: 'approved' },
        });
        expect(withdrawn.ok(), await withdrawn.text()).toBe(true);
        await other.close();
        const offer = await waitForMail({
          to: entry.guardianEmail,
          // The subject names the traveller only; the deadline is in the text.
          subject: mailSubject('waiting-list-offer', 'el', { travellerName: name, expiresAt: since.toISOString() }),
          since,
          timeoutMs: 20_000,
        });
        await page.goto(linkIn(offer, '/my-voyage'));
        await expect(page.getByText(t('el', 'myVoyage:waitingList.offered', { name }))).toBeVisible();
        await expectNoSeriousA11yViolations(page, 'My Voyage waiting-list offer');
        await page.getByRole('button', { name: t('el', 'myVoyage:waitingList.accept') }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: t('el', 'myVoyage:waitingList.acceptConfirm') }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(t('el', 'myVoyage:waitingList.accepted', { name }))).toBeVisible();
      });

      await test.step('staff see the list, the accepted entry among it', async () => {
        const staff = await openStaffPage();
        await staff.goto('/admin/waiting-list');
        await expect(staff.getByRole('heading', { name: t('el', 'admin:waitingList.title'), level: 1 })).toBeVisible();
        await expect(staff.getByText(entry.lastName)).toBeVisible();
        await expectNoSeriousA11yViolations(staff, 'staff waiting list');
      });
    } finally {
      await setSeats(adminApi, await departureOf(adminApi, trip.id, school.departureId), null);
    }
  });
});

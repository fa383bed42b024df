import type { APIRequestContext, Locator, Page, ViewportSize } from '@playwright/test';
import { addDays, correctionsFreezeDay, DISTRICTS, type Traveller, type Trip, type TripSummary } from '@voyage/domain';
import { allListRows } from '../../fixtures/admin-data.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { DESKTOP, PHONE, describeStory, expect, test } from '../../fixtures/family-test.ts';
import { t } from '../../fixtures/i18n.ts';
import { waitForMail } from '../../fixtures/mailbox.ts';
import { mailSubject } from '../../fixtures/mail-subjects.ts';
import { uniqueLetters } from '../../fixtures/registration-form.ts';
import { calendarDate, signInAsFamily } from '../../fixtures/review.ts';

/**
 * Corrections by the family (docs/product/corrections.md): a Greek guardian on a 360 px phone corrects a detail
 * before the freeze and asks for changes after it; staff refuse one with a reason and approve another, and the
 * family reads each answer. Which day is "today" against the freeze comes from the trips' own settings: the
 * active trip leaves months from now (its freeze, 21 days before, is ahead), last spring's trip has left (its
 * freeze is behind, whatever the setting). What the API refuses to whom is in the route × role matrix.
 */

const SEAT = 17;
const my = (key: string, vars: Record<string, string | number> = {}) => t('el', `myVoyage:corrections.${key}`, vars);
const field = (name: string) => t('el', `components:correctableFields.${name}`);

/** A picture of the page or of a part of it, kept when SHOTS_DIR is set. */
async function shot(target: Page | Locator, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir)
    await target.screenshot({
      path: `${dir}/corrections-${name}.png`,
      ...('goto' in target ? { fullPage: true } : {}),
    });
}

/** The family's card on My Voyage, in Greek. */
const detailsCard = (page: Page) => page.getByRole('region', { name: my('title') });

/**
 * A Greek family of last spring's trip, approved, alone on its e-mail, whose guardian no other spec signs in (the
 * health lead's story takes the last one with a departure): its registration as staff read it.
 */
async function frozenGreekFamily(adminApi: APIRequestContext, past: TripSummary): Promise<Traveller> {
  const rows = await allListRows(adminApi, `/api/registrations?trip_id=${past.id}`);
  const single = rows
    .filter((row) => row.status === 'approved' && row.emailConfirmedAt !== null)
    .filter((row, _, all) => all.filter((other) => other.guardianEmail === row.guardianEmail).length === 1);
  const takenByHealthStory = single.filter((row) => row.departureId !== null).at(-1)?.id;
  for (const row of single.filter((candidate) => candidate.id !== takenByHealthStory)) {
    const { traveller } = (await (await adminApi.get(`/api/admin/travellers/${row.id}`)).json()) as {
      traveller: Traveller;
    };
    if (traveller.language === 'el') return traveller;
  }
  throw new Error('last spring’s trip has no approved Greek family to spare');
}

/** Staff in a browser of their own on `address`, in `locale`, with the trip selected. */
async function staffOn(
  openStaffPage: (viewport?: ViewportSize) => Promise<Page>,
  { address, tripId, locale }: { address: string; tripId: number; locale: 'el' | 'en' },
) {
  const staff = await openStaffPage(DESKTOP);
  await staff.addInitScript(
    ([trip, language]) => {
      window.localStorage.setItem('voyage.tripId', String(trip));
      window.localStorage.setItem('voyage.locale', language);
    },
    [tripId, locale] as const,
  );
  await staff.goto(address);
  return staff;
}

describeStory('[CORRECTIONS]: a family corrects its details, then asks the office', PHONE, 240_000, () => {
  test('[CORRECTIONS]: before the freeze a Greek guardian on a phone corrects the phone at once, and staff see it on the timeline', async ({
    page,
    newFamily,
    publicTrip,
    openStaffPage,
  }) => {
    const family = await newFamily({ seat: SEAT, language: 'el', surname: `CORR${uniqueLetters(4)}`, approved: true });
    const trip: Trip = publicTrip.trip;
    const lastDay = addDays(correctionsFreezeDay(trip), -1);
    await signInAsFamily(page, 'el', family.guardianEmail);

    const card = detailsCard(page);
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText(my('until', { date: calendarDate(lastDay, 'el') }))).toBeVisible();
    await expect(card.getByText('99 123456', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Your details, before the freeze, in Greek on a phone');
    await shot(card, 'card-open-360-el');

    await card.getByRole('button', { name: my('correct') }).click();
    const dialog = page.getByRole('dialog', { name: my('dialog.title') });
    const phone = dialog.getByRole('textbox', { name: field('phone') });
    await expect(phone).toHaveValue('99 123456');
    await phone.fill('12');
    await dialog.getByRole('button', { name: my('dialog.save') }).click();
    await expect(dialog.getByText(t('el', 'common:validation.phone'))).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the correction form with a refused phone, in Greek on a phone');
    await shot(dialog, 'dialog-open-360-el');
    // From the keyboard: the corrected number, then Enter sends the form.
    await phone.fill('96 555010');
    await phone.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('status')).toHaveText(my('done.applied'));
    await expect(card.getByText('96 555010', { exact: true })).toBeVisible();
    await expect(page.locator(':focus')).toHaveText(my('title'));

    const staff = await staffOn(openStaffPage, {
      address: `/admin/registration/${trip.id}/${family.id}`,
      tripId: trip.id,
      locale: 'el',
    });
    const corrected = t('el', 'admin:timeline.withFields', {
      event: t('el', 'admin:timeline.events.corrected-by-family'),
      fields: field('phone'),
    });
    const timeline = staff.getByRole('region', { name: t('el', 'admin:timeline.title') });
    await expect(timeline.getByText(corrected)).toBeVisible();
  });

  test('[CORRECTIONS]: after the freeze a Greek guardian on a phone asks for changes; staff refuse one with a reason and approve the next, and the family reads each answer', async ({
    page,
    adminApi,
    publicTrip,
    openStaffPage,
  }) => {
    const past = publicTrip.trips.find((trip) => !trip.active && trip.year < publicTrip.trip.year);
    if (!past) throw new Error('the seed has no past trip');
    const family = await frozenGreekFamily(adminApi, past);
    const name = `${family.firstName} ${family.lastName}`;
    const pastTrip = (await (await adminApi.get(`/api/trip?trip_id=${past.id}`)).json()) as Trip;
    // Another district than the family's, so the request names both fields.
    const district = DISTRICTS.find((candidate) => candidate !== family.district)!;
    await signInAsFamily(page, 'el', family.guardianEmail);
    const card = detailsCard(page);

    await test.step('the family asks to move to Paphos: nothing changes yet', async () => {
      await card.scrollIntoViewIfNeeded();
      const freezeDay = calendarDate(correctionsFreezeDay(pastTrip), 'el');
      await expect(card.getByText(my('frozen', { date: freezeDay }))).toBeVisible();
      await card.getByRole('button', { name: my('ask') }).click();
      const dialog = page.getByRole('dialog', { name: my('dialog.titleFrozen') });
      await expect(dialog.getByText(my('dialog.bodyFrozen'))).toBeVisible();
      await dialog.getByRole('textbox', { name: field('city') }).fill('Πάφος');
      await dialog.getByRole('combobox', { name: field('district') }).selectOption(district);
      await expectNoSeriousA11yViolations(page, 'asking for a change, in Greek on a phone');
      await shot(dialog, 'dialog-frozen-360-el');
      await dialog.getByRole('button', { name: my('dialog.send') }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByRole('status')).toHaveText(my('done.requested'));
      await expect(card.getByText(my('requests.waiting'))).toBeVisible();
      await expect(card.getByText(my('waitingNote'), { exact: false })).toBeVisible();
      await expect(card.getByText(family.city, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'a change request waiting, in Greek on a phone');
      await shot(card, 'card-waiting-360-el');
    });

    const admin = (key: string, vars: Record<string, string> = {}) => t('en', `admin:changeRequests.${key}`, vars);
    await test.step('staff refuse it from the list of requests, with a ready reason', async () => {
      const staff = await staffOn(openStaffPage, { address: '/admin/change-requests', tripId: past.id, locale: 'en' });
      const menu = staff.getByRole('navigation', { name: t('en', 'common:nav.admin') });
      await expect(menu.getByRole('link', { name: t('en', 'common:nav.changeRequests') })).toBeVisible();
      const list = staff.getByRole('list', { name: admin('listTitle') });
      const request = list.getByRole('listitem').filter({ hasText: name });
      await expect(request.getByText(`from ${family.city} to Πάφος`)).toBeVisible();
      const districts = (key: string) => t('en', `components:districts.${key}`);
      await expect(request.getByText(`from ${districts(family.district)} to ${districts(district)}`)).toBeVisible();
      await expectNoSeriousA11yViolations(staff, 'change requests waiting, in English on a desktop');
      await shot(staff, 'staff-list-desk-en');
      const since = new Date();
      await request.getByRole('button', { name: admin('refuseFor', { name }) }).click();
      const dialog = staff.getByRole('dialog', { name: admin('refuseDialog.title') });
      await dialog.getByRole('radio', { name: admin('reasons.roomsBooked') }).check();
      await expectNoSeriousA11yViolations(staff, 'refusing a change, in English on a desktop');
      await dialog.getByRole('button', { name: admin('refuseDialog.confirm') }).click();
      const outcome = staff.getByText(admin('refusedFor', { name }));
      await expect(outcome).toBeVisible();
      await expect(staff.getByRole('status').filter({ has: outcome })).toBeFocused();
      await expect(staff.getByText(admin('empty'))).toBeVisible();
      const mail = await waitForMail({
        to: family.guardianEmail,
        subject: mailSubject('change-request-refused', 'el', { travellerName: name }),
        since,
      });
      expect(mail.text).toContain(t('el', 'admin:changeRequests.reasons.roomsBooked'));
    });

    await test.step('the family reads the refusal and its reason, then asks for a new phone', async () => {
      await page.reload();
      await card.scrollIntoViewIfNeeded();
      await expect(
        card.getByText(my('requests.reason', { reason: t('el', 'admin:changeRequests.reasons.roomsBooked') })),
      ).toBeVisible();
      await card.getByRole('button', { name: my('ask') }).click();
      const dialog = page.getByRole('dialog', { name: my('dialog.titleFrozen') });
      await dialog.getByRole('textbox', { name: field('phone') }).fill('+357 96 700800');
      await dialog.getByRole('button', { name: my('dialog.send') }).click();
      await expect(card.getByRole('status')).toHaveText(my('done.requested'));
      await shot(card, 'card-refused-360-el');
    });

    await test.step('staff approve it on the registration; the family sees the new phone and the answer', async () => {
      const staff = await staffOn(openStaffPage, {
        address: `/admin/registration/${past.id}/${family.id}`,
        tripId: past.id,
        locale: 'en',
      });
      const section = staff.getByRole('region', { name: admin('title') });
      await expect(section.getByText(/^Refused by /)).toBeVisible();
      await section.getByRole('button', { name: admin('approveFor', { name }) }).click();
      await expect(section.getByText(admin('approvedFor', { name }))).toBeVisible();
      await expect(section.getByText(/^Approved by /)).toBeVisible();
      await expectNoSeriousA11yViolations(staff, 'a registration’s change requests, in English on a desktop');
      await shot(section, 'staff-section-desk-en');

      await page.reload();
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByText('+357 96 700800', { exact: true })).toBeVisible();
      await expect(card.getByText(/^Εγκρίθηκε στις /)).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'an approved and a refused request, in Greek on a phone');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await shot(page, 'my-voyage-360-el');
    });
  });
});

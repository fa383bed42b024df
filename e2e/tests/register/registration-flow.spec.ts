import type { Page } from '@playwright/test';
import { createAccountOnScreen, expectMyVoyage, NEW_PASSWORD } from '../../fixtures/account-flows.ts';
import { travellerName } from '../../fixtures/admin-data.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { dataRows, grid } from '../../fixtures/data-grid.ts';
import { BASE_URL } from '../../fixtures/env.ts';
import { t } from '../../fixtures/i18n.ts';
import { linkIn, waitForMail } from '../../fixtures/mailbox.ts';
import { mailSubject } from '../../fixtures/mail-subjects.ts';
import {
  expectTravellerEntry,
  fillTravellerFacts,
  PASSPORT_JPEG,
  schoolWithCode,
  stepHeading,
  travellerFields,
  uniqueLetters,
  withoutMarkup,
  type TravellerEntry,
} from '../../fixtures/registration-form.ts';
import { describeStory, expect, PHONE, test } from '../../fixtures/family-test.ts';

const PASSPORT_FILE = 'passport-photo-page.jpg';

/** The server holds what step 2 shows, so a reload can only bring back what was typed. */
async function expectDraftSaved(page: Page, tripId: number, entry: TravellerEntry): Promise<void> {
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/registration/draft?trip_id=${tripId}`);
      const draft = response.ok() ? ((await response.json()) as { details?: Partial<TravellerEntry> } | null) : null;
      const details = draft?.details ?? {};
      return [details.lastName, details.guardianEmail, details.roommates?.[0]];
    })
    .toEqual([entry.lastName, entry.guardianEmail, entry.roommates[0]]);
}

describeStory('[REGISTRATION]: a parent registers a traveller on a phone, in Greek', PHONE, 150_000, () => {
  // Four steps, an e-mail, a confirmation, an account and the staff view: one long story.

  test('[REGISTRATION]: landing → code → details kept over a reload → passport upload → thank-you → e-mail link → confirm → account → My Voyage; staff see it pending with the passport', async ({
    page,
    adminApi,
    openStaffPage,
    publicTrip,
  }) => {
    const { trip } = publicTrip;
    const school = await schoolWithCode(adminApi, trip.id);
    const suffix = uniqueLetters();
    const entry: TravellerEntry = {
      firstName: 'ELENI',
      lastName: `PEREZ${suffix.toUpperCase()}`,
      gender: 'female',
      dateOfBirth: `${Number(trip.startsOn.slice(0, 4)) - 14}-05-14`,
      city: 'Λεμεσός',
      district: school.district,
      phone: '99 123456',
      language: 'el',
      guardianName: 'Μαρία Πέρεθ',
      guardianEmail: `registration.${suffix}@example.com`,
      // Nobody registered with this name: the staff see it flagged.
      roommates: [`ANNA ${suffix.toUpperCase()}`, ''],
    };
    const fields = travellerFields(page, 'el');

    await test.step('the landing page leads to the registration form', async () => {
      await page.goto('/');
      const notice = page.getByRole('region', { name: t('el', 'public:registration.open') });
      await notice.getByRole('link', { name: t('el', 'public:registration.register') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'register:title'));
      await expect(stepHeading(page, 'el', 'code')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'registration step 1');
    });

    await test.step('step 1: the school’s registration code', async () => {
      await page
        .getByLabel(t('el', 'register:code.label'), { exact: true })
        .fill(school.registrationCode.toLowerCase());
      await page.getByRole('button', { name: t('el', 'register:actions.continue'), exact: true }).click();
      await expect(stepHeading(page, 'el', 'details')).toBeVisible();
      await expect(page.getByText(t('el', 'register:fields.school', { school: school.name }))).toBeVisible();
    });

    await test.step('step 2: a Greek name takes the passport spelling offered; lower case with an accent is converted', async () => {
      await fields.firstName.fill('Ελένη');
      await expect(
        page.getByText(withoutMarkup(t('el', 'register:greek.suggestion', { name: entry.firstName }))),
      ).toBeVisible();
      await page
        .getByRole('button', {
          name: t('el', 'register:greek.useFor', {
            name: entry.firstName,
            field: t('el', 'register:fields.firstName'),
          }),
        })
        .click();
      await expect(fields.firstName).toHaveValue(entry.firstName);

      await fields.lastName.pressSequentially(`pérez${suffix}`);
      await expect(fields.lastName).toHaveValue(entry.lastName);
      await fillTravellerFacts(page, 'el', entry);
      await fields.roommate(1).pressSequentially(`ánna ${suffix}`);
      await expect(fields.roommate(1)).toHaveValue(entry.roommates[0]);
      await fields.roommate(1).blur();
      await expectNoSeriousA11yViolations(page, 'registration step 2');
    });

    await test.step('a reload in the middle of step 2 brings every value back', async () => {
      await expectDraftSaved(page, trip.id, entry);
      await page.reload();
      await expect(stepHeading(page, 'el', 'details')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: t('el', 'register:details.resumed') })).toBeVisible();
      await expectTravellerEntry(page, 'el', entry, school.registrationCode);
      await page.getByRole('button', { name: t('el', 'register:actions.continue'), exact: true }).click();
      await expect(stepHeading(page, 'el', 'document')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'registration step 3');
    });

    await test.step('step 3: the passport uploads with its progress shown, then the registration is sent', async () => {
      await page.getByRole('radio', { name: t('el', 'register:document.types.passport'), exact: true }).check();
      // Held back a moment so the progress can be seen, as on a slow phone connection.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/registration/draft/document', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      await page.getByLabel(t('el', 'register:document.choose'), { exact: true }).setInputFiles(PASSPORT_JPEG);
      await expect(page.getByText(t('el', 'components:upload.uploading', { name: PASSPORT_FILE }))).toBeVisible();
      await expect(
        page.getByRole('progressbar', { name: t('el', 'components:upload.progressLabel', { name: PASSPORT_FILE }) }),
      ).toBeVisible();
      release();
      await expect(
        page.getByText(t('el', 'register:document.uploaded', { type: t('el', 'register:document.types.passport') }), {
          exact: true,
        }),
      ).toBeVisible();
      await expect(page.getByText(PASSPORT_FILE, { exact: true })).toBeVisible();
      await page.unroute('**/api/registration/draft/document');
      await expectNoSeriousA11yViolations(page, 'registration step 3, uploaded');
    });

    const since = new Date();
    await test.step('thank-you', async () => {
      await page.getByRole('button', { name: t('el', 'register:document.send'), exact: true }).click();
      await expect(stepHeading(page, 'el', 'submitted')).toBeVisible();
      await expect(
        page.getByText(t('el', 'register:done.received', { name: `${entry.firstName} ${entry.lastName}` })),
      ).toBeVisible();
      await expect(
        page.getByText(t('el', 'register:done.next.confirmEmail', { email: entry.guardianEmail })),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'registration thank-you');
    });

    await test.step('the e-mailed link confirms the e-mail; the details are checked and confirmed', async () => {
      const mail = await waitForMail({
        to: entry.guardianEmail,
        subject: mailSubject('registration-confirmation', 'el'),
        since,
      });
      const link = linkIn(mail, '/confirm_email/');
      expect(new URL(link).origin).toBe(BASE_URL);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'register:confirm.title'));
      await expect(page.getByText(t('el', 'register:confirm.confirmed'))).toBeVisible();
      await expectTravellerEntry(page, 'el', entry, school.registrationCode);
      await expectNoSeriousA11yViolations(page, 'confirm e-mail');
      await page.getByRole('button', { name: t('el', 'register:confirm.submit'), exact: true }).click();
      await expect(page.getByText(t('el', 'register:confirm.completed'))).toBeVisible();
    });

    await test.step('the account is created (password twice) and My Voyage shows the traveller as Processing', async () => {
      await page.getByRole('link', { name: t('el', 'register:confirm.createAccount'), exact: true }).click();
      await createAccountOnScreen(page, 'el', entry.guardianName, NEW_PASSWORD);
      await expectMyVoyage(page, 'el');
      const traveller = page.getByRole('region', { name: `${entry.firstName} ${entry.lastName}`, exact: true });
      await expect(traveller).toBeVisible();
      await expect(traveller.getByText(t('el', 'admin:status.pending'), { exact: true })).toBeVisible();
      await expect(traveller).toContainText(school.name);
      await expect(page.getByRole('region', { name: t('el', 'myVoyage:next.title') })).toBeVisible();
      const documents = page.getByRole('region', { name: t('el', 'myVoyage:documents.title') });
      await expect(documents.getByText(PASSPORT_FILE, { exact: true })).toBeVisible();
      await expect(documents.getByText(t('el', 'myVoyage:documents.types.passport'), { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'My Voyage');
    });

    await test.step('the browser keeps nothing personal from the whole flow', async () => {
      const stored = await page.evaluate(() =>
        JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
      );
      for (const personal of [
        entry.lastName,
        entry.guardianEmail,
        entry.dateOfBirth,
        entry.phone,
        entry.guardianName,
      ]) {
        expect(stored, personal).not.toContain(personal);
      }
    });

    await test.step('staff: the registration waits in the pending list, and its detail holds the passport', async () => {
      const staffPage = await openStaffPage();
      try {
        await staffPage.goto('/admin/registrations');
        await staffPage.getByRole('searchbox', { name: t('el', 'components:table.search') }).fill(entry.lastName);
        const pending = grid(staffPage, t('el', 'admin:registrations.tabs.pending'));
        await expect(dataRows(pending)).toHaveCount(1);
        const name = travellerName(entry);
        await pending.getByRole('link', { name, exact: true }).click();
        await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(name);

        const summary = staffPage.getByRole('region', { name: t('el', 'admin:registration.summary'), exact: true });
        await expect(summary.getByText(t('el', 'admin:status.pending'), { exact: true })).toBeVisible();
        await expect(summary.getByText(t('el', 'admin:common.emailNotConfirmed'))).toHaveCount(0);

        const documents = grid(staffPage, t('el', 'documents:section.table', { name }));
        await expect(dataRows(documents)).toHaveCount(1);
        await expect(dataRows(documents)).toContainText([PASSPORT_FILE]);
        // The scan is previewed (the image viewer opens it); the preview's image is the authorised download.
        const preview = documents.getByRole('button', {
          name: t('el', 'documents:preview.view', { type: t('el', 'documents:type.passport'), name }),
        });
        const href = await preview.locator('img').getAttribute('src');
        const file = await adminApi.get(href ?? '');
        expect(file.status()).toBe(200);
        expect(file.headers()['content-disposition']).toMatch(/^attachment/);
        expect(file.headers()['content-type']).toBe('image/jpeg');

        const roommates = staffPage.getByRole('region', {
          name: t('el', 'admin:registration.roommates.title'),
          exact: true,
        });
        await expect(roommates.getByRole('listitem').filter({ hasText: entry.roommates[0] })).toContainText(
          t('el', 'admin:registration.roommates.unmatched'),
        );
      } finally {
        await staffPage.context().close();
      }
    });
  });
});

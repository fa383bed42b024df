import type { APIRequestContext, Page } from '@playwright/test';
import {
  creditorReferenceForCode,
  formatCreditorReference,
  formatEuro,
  travellerPicture,
  tripDate,
  type Trip,
} from '@voyage/domain';
import { travellerName } from '../../fixtures/admin-data.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { dataRows, grid } from '../../fixtures/data-grid.ts';
import { BASE_URL } from '../../fixtures/env.ts';
import { t, type Language } from '../../fixtures/i18n.ts';
import { waitForMail } from '../../fixtures/mailbox.ts';
import { mailSubject } from '../../fixtures/mail-subjects.ts';
import { uniqueLetters, withoutMarkup } from '../../fixtures/registration-form.ts';
import {
  calendarDate,
  consentDaysLeft,
  familyName,
  registrationNow,
  signInAsFamily,
  type FamilyRegistration,
} from '../../fixtures/review.ts';
import { oneOf } from '../../fixtures/text.ts';
import { describeStory, expect, PHONE, test } from '../../fixtures/family-test.ts';

/** The approve button of a dialog: "Approve anyway" when the departure would be an escort short. */
const approveConfirm = oneOf([
  t('el', 'admin:review.approveDialog.confirm'),
  t('el', 'admin:review.approveDialog.confirmAnyway'),
]);

describeStory(
  '[REVIEW]: staff approve; the family is told how to pay and by when the consent form is due',
  PHONE,
  180_000,
  () => {
    test('[REVIEW]: approve on the detail screen, bulk-approve two from Pending; the e-mail and My Voyage (Greek phone, English desktop) show the payment instructions and the deadline', async ({
      page,
      browser,
      adminApi,
      publicTrip,
      newFamily,
      openStaffPage,
    }) => {
      const { trip } = publicTrip;
      const surname = `APPROVE${uniqueLetters(4)}`;
      const [single, first, second] = await Promise.all(
        (['el', 'en', 'el'] as const).map((language) => newFamily({ seat: 3, language, surname })),
      );
      const staff = await openStaffPage();

      try {
        await test.step('staff approve one on its detail screen, with the dialog checked for accessibility', async () => {
          await staff.goto(`/admin/registration/${trip.id}/${single!.id}`);
          await expect(staff.getByRole('heading', { level: 1 })).toHaveText(travellerName(single!));
          await expectNoSeriousA11yViolations(staff, 'registration detail, pending');
          const actions = staff.getByRole('region', { name: t('el', 'admin:review.title'), exact: true });
          await actions.getByRole('button', { name: t('el', 'admin:review.approve'), exact: true }).click();
          const dialog = staff.getByRole('dialog', { name: t('el', 'admin:review.approveDialog.title') });
          await expect(dialog).toBeVisible();
          await expectNoSeriousA11yViolations(staff, 'approve dialog');
          await dialog.getByRole('button', { name: approveConfirm }).click();
          await expect(dialog).toBeHidden();
          await expect(actions.getByRole('status')).toHaveText(t('el', 'admin:review.done.approve'));
          const summary = staff.getByRole('region', { name: t('el', 'admin:registration.summary'), exact: true });
          await expect(summary.getByText(t('el', 'admin:status.approved'), { exact: true })).toBeVisible();
        });

        await test.step('staff tick the other two in the Pending tab and approve them at once', async () => {
          await staff.goto('/admin/registrations');
          await staff.getByRole('searchbox', { name: t('el', 'components:table.search') }).fill(surname);
          const pending = grid(staff, t('el', 'admin:registrations.tabs.pending'));
          // The one approved above has left the queue.
          await expect(dataRows(pending)).toHaveCount(2);
          for (const registration of [first!, second!]) {
            await dataRows(pending).filter({ hasText: registration.lastName }).getByRole('checkbox').check();
          }
          await staff.getByRole('button', { name: t('el', 'admin:bulk.approveSelected', { count: 2 }) }).click();
          const dialog = staff.getByRole('dialog', { name: t('el', 'admin:bulk.dialogTitle_other', { count: 2 }) });
          await dialog.getByRole('button', { name: approveConfirm }).click();
          await expect(dialog).toBeHidden();
          await expect(
            staff.getByRole('status').filter({ hasText: t('el', 'admin:bulk.approved_other', { count: 2 }) }),
          ).toBeVisible();
          await expect(dataRows(pending)).toHaveCount(0);
        });
      } finally {
        await staff.context().close();
      }

      await test.step('each family got the approval e-mail in its language, with the reference, the amounts and the account', async () => {
        for (const registration of [single!, first!]) {
          const now = await registrationNow(adminApi, registration);
          const mail = await waitForMail({
            to: registration.guardianEmail,
            subject: mailSubject('registration-approved', registration.language, {
              travellerName: familyName(registration),
            }),
          });
          expect(now.personalCode).toBeTruthy();
          expect(mail.text).toContain(now.personalCode!);
          expect(mail.text).toContain(trip.bankDetails.accountNumber);
          for (const instalment of trip.payments) {
            expect(mail.text).toContain(formatEuro(instalment.amountCents, registration.language));
          }
        }
      });

      await test.step('the Greek family, on a phone: Approved, what to do, how to pay, the consent deadline and its countdown', async () => {
        await expectApprovedMyVoyage(page, 'el', single!, { adminApi, trip });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(360);
      });

      await test.step('the English family, on a desktop: the same, in English', async () => {
        const context = await browser.newContext({
          baseURL: BASE_URL,
          locale: 'el-GR',
          viewport: { width: 1280, height: 800 },
        });
        try {
          await expectApprovedMyVoyage(await context.newPage(), 'en', first!, { adminApi, trip });
        } finally {
          await context.close();
        }
      });
    });
  },
);

/** The family signs in and finds the approval: status, personal code, what to do, the deadline, how to pay. */
async function expectApprovedMyVoyage(
  page: Page,
  lng: Language,
  registration: FamilyRegistration,
  { adminApi, trip }: { adminApi: APIRequestContext; trip: Trip },
): Promise<void> {
  const now = await registrationNow(adminApi, registration);
  await signInAsFamily(page, lng, registration.guardianEmail);
  const overview = page.getByRole('region', { name: familyName(registration), exact: true });
  await expect(overview.getByText(t(lng, 'components:status.approved'), { exact: true })).toBeVisible();
  await expect(overview).toContainText(now.personalCode!);

  const todo = page.getByRole('region', { name: t(lng, 'myVoyage:approved.title') });
  const deadline = calendarDate(now.consentDeadline!, lng);
  await expect(todo).toContainText(t(lng, 'myVoyage:deadline.dueBy', { date: deadline }));
  const daysLeft = consentDaysLeft(now.consentDeadline!);
  const plural = daysLeft === 1 ? 'one' : 'other';
  await expect(todo).toContainText(t(lng, `myVoyage:deadline.daysLeft_${plural}`, { count: daysLeft }));
  await expect(todo).toContainText(withoutMarkup(t(lng, 'myVoyage:deadline.what', { date: deadline })));
  const documents = page.getByRole('region', { name: t(lng, 'myVoyage:documents.title'), exact: true });
  await expect(documents.getByRole('button', { name: t(lng, 'myVoyage:documents.consent.upload') })).toBeVisible();

  const pay = page.getByRole('region', { name: t(lng, 'myVoyage:payment.title') });
  await expect(pay).toContainText(trip.bankDetails.accountNumber);
  // The family quotes the RF reference made of the personal code, grouped in fours for reading.
  await expect(pay).toContainText(formatCreditorReference(creditorReferenceForCode(now.personalCode!)));
  for (const instalment of trip.payments) await expect(pay).toContainText(formatEuro(instalment.amountCents, lng));
  // Approved today: an instalment already due is due the trip's grace days after today, never overdue now.
  const { next } = travellerPicture({
    trip,
    approvedAt: now.approvedAt,
    priceCents: now.price.priceCents,
    payments: [],
    today: tripDate(new Date()),
  });
  await expect(pay).toContainText(
    t(lng, 'myVoyage:payment.nextValue', {
      instalment: next!.label[lng],
      amount: formatEuro(next!.remainingCents, lng),
      date: calendarDate(next!.dueDate, lng),
    }),
  );
  await expect(pay.getByText(t(lng, 'myVoyage:payment.overdue'))).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, `My Voyage, approved (${lng})`);
}

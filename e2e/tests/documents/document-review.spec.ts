import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { travellerName } from '../../fixtures/admin-data.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { dataRows, grid } from '../../fixtures/data-grid.ts';
import { t } from '../../fixtures/i18n.ts';
import { waitForMail } from '../../fixtures/mailbox.ts';
import { mailSubject } from '../../fixtures/mail-subjects.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { PASSPORT_JPEG, uniqueLetters } from '../../fixtures/registration-form.ts';
import { familyName, registrationNow, signInAsFamily } from '../../fixtures/review.ts';
import { escapeRegExp } from '../../fixtures/text.ts';
import { describeStory, expect, PHONE, test } from '../../fixtures/family-test.ts';

const lng = 'el';
/** Photos as a phone's camera names them: the signed consent form, then the new passport. */
const CONSENT_PHOTO = 'IMG_20261125_174208.jpg';
const NEW_PASSPORT_PHOTO = 'IMG_20261125_181530.jpg';
/** The file the registration form sent (fixtures/review.ts). */
const REGISTRATION_PASSPORT = 'passport.jpg';
const DOCUMENTS_CALL = '**/api/my/travellers/*/documents';

/** A text whose date ("25 Νοε 2026", as the browser writes it) is left open. */
function withAnyDate(text: (date: string) => string): RegExp {
  const marker = 'DATE';
  return new RegExp(`^${escapeRegExp(text(marker)).replace(marker, '.+')}$`);
}

/** The family's image viewer, at image `index` of `count`: "Εικόνα 1 από 2: Έντυπο συγκατάθεσης που ανέβηκε στις …". */
function familyViewer(page: Page, index: number, count: number, type: 'consent' | 'passport'): Locator {
  const name = withAnyDate((date) =>
    t(lng, 'components:imageViewer.dialogLabelWithAlt', {
      index,
      count,
      alt: t(lng, 'myVoyage:documents.preview.alt', { type: t(lng, `myVoyage:documents.types.${type}`), date }),
    }),
  );
  return page.getByRole('dialog', { name });
}

/** The phone's card of one document, found by its file name. */
function familyDocument(documents: Locator, fileName: string): Locator {
  return documents.getByRole('listitem').filter({ hasText: fileName });
}

/** A photo of a paper, as the family's phone sends it. */
function photo(name: string) {
  return { name, mimeType: 'image/jpeg', buffer: readFileSync(PASSPORT_JPEG) };
}

describeStory('[DOCUMENTS]: a family sends its documents and staff review them', PHONE, 150_000, () => {
  test('[DOCUMENTS]: a Greek phone downloads the consent form, uploads it signed and browses its documents in the image viewer; staff in English reject the passport with a reason; the family replaces it; staff accept both and the family sees them Accepted', async ({
    page,
    adminApi,
    newFamily,
    openStaffPage,
    publicTrip,
  }) => {
    const { trip } = publicTrip;
    const family = await newFamily({ seat: 6, language: lng, surname: `DOCREV${uniqueLetters(4)}`, approved: true });
    const { personalCode } = await registrationNow(adminApi, family);
    expect(personalCode, 'an approved registration has a personal code').toBeTruthy();
    const code = personalCode!;

    const documents = page.getByRole('region', { name: t(lng, 'myVoyage:documents.title'), exact: true });
    const consent = documents.getByRole('region', { name: t(lng, 'myVoyage:documents.consent.title') });
    const familyList = documents.getByRole('list', {
      name: t(lng, 'myVoyage:documents.table', { name: familyName(family) }),
    });
    const staffWords = (type: 'passport' | 'consent') => ({
      type: t('en', `documents:type.${type}`),
      name: travellerName(family),
    });
    // The ready reason staff pick on an English screen goes to the family in Greek, their language.
    const reason = t(lng, 'documents:reasons.photoPageIncomplete');

    await test.step('the family, on a phone, downloads the consent form: a PDF named for the traveller', async () => {
      await signInAsFamily(page, lng, family.guardianEmail);
      const link = consent.getByRole('link', { name: t(lng, 'myVoyage:documents.consent.download.el') });
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(`consent-${code}-el.pdf`);
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1'), 'the file is a PDF').toBe('%PDF-');
    });

    await test.step('the photo of the signed form goes with a progress bar and is listed as Processing', async () => {
      await consent.getByRole('button', { name: t(lng, 'myVoyage:documents.consent.upload'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t(lng, 'myVoyage:documents.upload.titleConsent') });
      await dialog.getByLabel(t(lng, 'myVoyage:documents.upload.choose')).setInputFiles(photo(CONSENT_PHOTO));
      // Held back a moment so the progress can be seen, as on a slow phone connection.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(DOCUMENTS_CALL, async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      await dialog.getByRole('button', { name: t(lng, 'myVoyage:documents.upload.send'), exact: true }).click();
      await expect(
        dialog.getByRole('progressbar', { name: t(lng, 'components:upload.progressLabel', { name: CONSENT_PHOTO }) }),
      ).toBeVisible();
      release();
      await expect(dialog).toBeHidden();
      await page.unroute(DOCUMENTS_CALL);
      await expect(documents.getByRole('status')).toHaveText(t(lng, 'myVoyage:documents.sentConsent'));
      await expect(consent).toContainText(t(lng, 'myVoyage:documents.consent.processing'));
      await expect(familyDocument(familyList, CONSENT_PHOTO)).toContainText(
        t(lng, 'components:documentStatus.pending'),
      );
    });

    await test.step('the image viewer shows the consent photo and the passport as a gallery, and gives the focus back', async () => {
      const thumbnail = familyDocument(familyList, CONSENT_PHOTO).getByRole('button', {
        name: t(lng, 'myVoyage:documents.preview.view', { name: CONSENT_PHOTO }),
      });
      await thumbnail.click();
      // Newest first: the consent photo, then the passport the registration sent.
      const first = familyViewer(page, 1, 2, 'consent');
      await expect(first).toBeVisible();
      await expect(first.getByRole('button', { name: t(lng, 'components:imageViewer.close') })).toBeFocused();
      await expect(first.getByRole('button', { name: t(lng, 'components:imageViewer.previous') })).toBeDisabled();
      await first.getByRole('button', { name: t(lng, 'components:imageViewer.next') }).click();
      const second = familyViewer(page, 2, 2, 'passport');
      await expect(second).toBeVisible();
      await expect(second.getByRole('button', { name: t(lng, 'components:imageViewer.next') })).toBeDisabled();
      await expect(second.getByRole('button', { name: t(lng, 'components:imageViewer.previous') })).toBeEnabled();
      await expect(second).toHaveCSS('opacity', '1');
      await expectNoSeriousA11yViolations(page, 'My Voyage with the image viewer open');
      await page.keyboard.press('Escape');
      await expect(second).toBeHidden();
      await expect(thumbnail).toBeFocused();
    });

    const staff = await openStaffPage();
    try {
      const staffDocuments = staff.getByRole('region', { name: t('en', 'documents:section.title'), exact: true });
      const statusLine = (text: string) => staffDocuments.getByRole('status').filter({ hasText: text });

      await test.step('staff, in English on a desktop, open the traveller page: the student form and the documents', async () => {
        await staff.goto(`/voyageur/${trip.id}/${code}/${family.id}`);
        await switchLanguage(staff, 'en');
        await expect(staff.getByRole('heading', { level: 1 })).toHaveText(travellerName(family));
        const details = staff.getByRole('region', { name: t('en', 'admin:registration.details'), exact: true });
        const field = (key: string) =>
          details.getByRole('textbox', { name: t('en', `admin:fields.${key}`), exact: true });
        await expect(field('lastName')).toHaveValue(family.lastName);
        await expect(field('guardianName')).toHaveValue(family.guardianName);
        await expect(field('guardianEmail')).toHaveValue(family.guardianEmail);
        const table = grid(staffDocuments, t('en', 'documents:section.table', { name: travellerName(family) }));
        await expect(dataRows(table)).toHaveCount(2);
        await expect(dataRows(table).filter({ hasText: CONSENT_PHOTO })).toContainText(
          t('en', 'components:documentStatus.pending'),
        );
        await expectNoSeriousA11yViolations(staff, 'traveller page');
      });

      await test.step('staff look at the passport in the image viewer, close it, and reject it with a ready reason', async () => {
        const preview = staffDocuments.getByRole('button', {
          name: t('en', 'documents:preview.view', staffWords('passport')),
          exact: true,
        });
        await preview.click();
        const viewer = staff.getByRole('dialog', {
          name: t('en', 'documents:preview.alt', staffWords('passport')),
          exact: true,
        });
        await expect(viewer).toBeVisible();
        await viewer.getByRole('button', { name: t('en', 'components:imageViewer.close') }).click();
        await expect(viewer).toBeHidden();
        await expect(preview).toBeFocused();

        await staffDocuments
          .getByRole('button', { name: t('en', 'documents:actions.rejectLabel', staffWords('passport')), exact: true })
          .click();
        const dialog = staff.getByRole('dialog', { name: t('en', 'documents:rejectDialog.title') });
        await dialog.getByRole('radio', { name: t('en', 'documents:reasons.photoPageIncomplete') }).check();
        await expect(dialog).toContainText(
          t('en', 'components:rejectReason.preview', {
            language: t('en', 'components:language.el'),
            text: reason,
          }),
        );
        await expectNoSeriousA11yViolations(staff, 'reject document dialog');
        await dialog.getByRole('button', { name: t('en', 'documents:rejectDialog.confirm'), exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(statusLine(t('en', 'documents:done.reject', staffWords('passport')))).toBeVisible();
      });

      await test.step('the family reads the reason, in Greek on My Voyage and by e-mail, and replaces the passport', async () => {
        const mail = await waitForMail({
          to: family.guardianEmail,
          subject: mailSubject('document-rejected', lng, { travellerName: familyName(family) }),
        });
        expect(mail.text).toContain(reason);

        await page.reload();
        const rejected = familyDocument(familyList, REGISTRATION_PASSPORT);
        await expect(rejected).toContainText(t(lng, 'components:documentStatus.rejected'));
        await expect(rejected).toContainText(t(lng, 'myVoyage:documents.reason', { reason }));
        await expect(documents).toContainText(t(lng, 'myVoyage:documents.idRejected'));
        await rejected
          .getByRole('button', {
            name: withAnyDate((date) => t(lng, 'myVoyage:documents.replaceNamed.passport', { date })),
          })
          .click();
        const dialog = page.getByRole('dialog', { name: t(lng, 'myVoyage:documents.upload.titleId') });
        await expect(dialog.getByRole('radio', { name: t(lng, 'myVoyage:documents.types.passport') })).toBeChecked();
        await dialog.getByLabel(t(lng, 'myVoyage:documents.upload.choose')).setInputFiles(photo(NEW_PASSPORT_PHOTO));
        await dialog.getByRole('button', { name: t(lng, 'myVoyage:documents.upload.send'), exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(documents.getByRole('status')).toHaveText(t(lng, 'myVoyage:documents.sentId'));
        await expect(familyDocument(familyList, NEW_PASSPORT_PHOTO)).toContainText(
          t(lng, 'components:documentStatus.pending'),
        );
        await expect(documents).not.toContainText(t(lng, 'myVoyage:documents.idRejected'));
      });

      await test.step('staff accept the consent form in the documents queue and the new passport on the traveller page', async () => {
        await staff.goto('/admin/documents');
        await expect(staff.locator('html')).toHaveAttribute('lang', 'en');
        await staff.getByRole('searchbox', { name: t('en', 'components:table.search') }).fill(code);
        const queue = grid(staff, t('en', 'documents:queue.table.pending'));
        const rows = dataRows(queue);
        await expect(rows).toHaveCount(2);
        await queue
          .getByRole('button', { name: t('en', 'documents:actions.acceptLabel', staffWords('consent')), exact: true })
          .click();
        await expect(
          staff.getByRole('status').filter({ hasText: t('en', 'documents:done.accept', staffWords('consent')) }),
        ).toBeVisible();
        await expect(rows).toHaveCount(1);
        await expect(rows).toContainText(t('en', 'documents:type.passport'));

        // The personal code opens the traveller page.
        await rows.getByRole('link', { name: code, exact: true }).click();
        await expect(staff).toHaveURL(new RegExp(`/voyageur/${trip.id}/${code}/${family.id}$`));
        await staffDocuments
          .getByRole('button', { name: t('en', 'documents:actions.acceptLabel', staffWords('passport')), exact: true })
          .click();
        await expect(statusLine(t('en', 'documents:done.accept', staffWords('passport')))).toBeVisible();
        const table = grid(staffDocuments, t('en', 'documents:section.table', { name: travellerName(family) }));
        await expect(dataRows(table).filter({ hasText: NEW_PASSPORT_PHOTO })).toContainText(
          t('en', 'components:documentStatus.approved'),
        );
      });
    } finally {
      await staff.context().close();
    }

    await test.step('the family sees the consent form and the new passport Accepted', async () => {
      await page.reload();
      await expect(consent).toContainText(t(lng, 'myVoyage:documents.consent.accepted'));
      await expect(familyDocument(familyList, CONSENT_PHOTO)).toContainText(
        t(lng, 'components:documentStatus.approved'),
      );
      await expect(familyDocument(familyList, NEW_PASSPORT_PHOTO)).toContainText(
        t(lng, 'components:documentStatus.approved'),
      );
    });
  });
});

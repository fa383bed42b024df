import { readFileSync } from 'node:fs';
import { travellerName } from '../../fixtures/admin-data.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { dataRows, grid } from '../../fixtures/data-grid.ts';
import { t } from '../../fixtures/i18n.ts';
import { PASSPORT_JPEG, uniqueLetters } from '../../fixtures/registration-form.ts';
import { registrationNow, signInAsFamily } from '../../fixtures/review.ts';
import { describeStory, expect, PHONE, test } from '../../fixtures/family-test.ts';

/**
 * The travel authorisation letter (docs/product/documents.md#travel-authorisation-letter): a Greek guardian on a
 * phone follows the checklist to it, downloads it, uploads it signed, and staff accept it on the registration
 * screen. What the letter says in each language is read back in the API's tests.
 */

const lng = 'el';
const SEAT = 17;
/** The photo of the signed letter, as a phone's camera names it. */
const LETTER_PHOTO = 'IMG_20261202_101500.jpg';
const SHOTS = process.env.SHOTS_DIR;

/** A text of the web app without its markup (`<lang>…</lang>` around a language's name). */
const plain = (key: string, vars: Record<string, string> = {}) => t(lng, key, vars).replace(/<\/?\w+>/g, '');

describeStory('[MY VOYAGE]: the travel authorisation letter', PHONE, 150_000, () => {
  test('[MY VOYAGE]: a Greek guardian on a phone follows the checklist to the travel authorisation letter, downloads it and uploads it signed; staff accept it', async ({
    page,
    adminApi,
    newFamily,
    openStaffPage,
    publicTrip,
  }) => {
    const family = await newFamily({ seat: SEAT, language: lng, surname: `LETTER${uniqueLetters(4)}`, approved: true });
    const { personalCode } = await registrationNow(adminApi, family);
    const checklist = page.getByRole('region', { name: t(lng, 'components:checklist.title') });
    const item = checklist
      .getByRole('listitem')
      .filter({ hasText: t(lng, 'components:checklist.items.travel-authorisation') });
    const documents = page.getByRole('region', { name: t(lng, 'myVoyage:documents.title'), exact: true });
    const letter = documents.getByRole('region', { name: t(lng, 'myVoyage:documents.travelAuthorisation.title') });

    await test.step('the checklist asks for the letter and leads to it in one tap', async () => {
      await signInAsFamily(page, lng, family.guardianEmail);
      await expect(item).toBeVisible();
      await item.getByRole('link', { name: t(lng, 'components:checklist.actions.sign') }).click();
      await expect(letter.getByRole('heading', { level: 3 })).toBeFocused();
      await expect(letter).toBeInViewport();
    });

    await test.step('the letter downloads in Greek, English and French, the family’s language first', async () => {
      const languages = ['el', 'en', 'fr'] as const;
      const links = letter.getByRole('link');
      await expect(links).toHaveText(
        languages.map((language) =>
          plain('myVoyage:documents.travelAuthorisation.download', {
            language: t(lng, `myVoyage:documents.travelAuthorisation.languages.${language}`),
          }),
        ),
      );
      const [download] = await Promise.all([page.waitForEvent('download'), links.first().click()]);
      expect(download.suggestedFilename()).toBe(`travel-authorisation-${personalCode}-el.pdf`);
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1'), 'the file is a PDF').toBe('%PDF-');
      const french = await page.request.get((await links.nth(2).getAttribute('href'))!);
      expect(french.status()).toBe(200);
      expect(french.headers()['content-disposition']).toContain(`travel-authorisation-${personalCode}-fr.pdf`);
      // No passport details yet: the letter leaves them to fill in by hand, and the block says so.
      await expect(letter).toContainText(t(lng, 'myVoyage:documents.travelAuthorisation.detailsMissing'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoSeriousA11yViolations(page, 'the travel authorisation letter, in Greek on a phone');
      if (SHOTS) await letter.screenshot({ path: `${SHOTS}/travel-authorisation-phone.png` });
    });

    await test.step('the signed letter is uploaded, shows as being checked, and the checklist waits for the office', async () => {
      await letter
        .getByRole('button', { name: t(lng, 'myVoyage:documents.travelAuthorisation.upload'), exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: t(lng, 'myVoyage:documents.upload.titleTravelAuthorisation') });
      await dialog
        .getByLabel(t(lng, 'myVoyage:documents.upload.choose'))
        .setInputFiles({ name: LETTER_PHOTO, mimeType: 'image/jpeg', buffer: readFileSync(PASSPORT_JPEG) });
      await expectNoSeriousA11yViolations(page, 'the upload of the signed letter');
      await dialog.getByRole('button', { name: t(lng, 'myVoyage:documents.upload.send'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(documents.getByRole('status')).toHaveText(t(lng, 'myVoyage:documents.sentTravelAuthorisation'));
      await expect(letter).toContainText(t(lng, 'myVoyage:documents.travelAuthorisation.processing'));
      await expect(item).toContainText(t(lng, 'components:checklist.states.waiting'));
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/travel-authorisation-sent.png`, fullPage: true });
    });

    const staff = await openStaffPage();
    try {
      await test.step('staff print the letter in any of its languages and accept the signed one', async () => {
        await staff.goto(`/admin/registration/${publicTrip.trip.id}/${family.id}`);
        const section = staff.getByRole('region', { name: t(lng, 'documents:section.title'), exact: true });
        const words = { type: t(lng, 'documents:type.travel_authorisation'), name: travellerName(family) };
        const table = grid(section, t(lng, 'documents:section.table', { name: travellerName(family) }));
        await expect(dataRows(table).filter({ hasText: LETTER_PHOTO })).toContainText(words.type);
        await expectNoSeriousA11yViolations(staff, 'the registration screen with the signed letter');
        if (SHOTS) await section.screenshot({ path: `${SHOTS}/travel-authorisation-staff.png` });
        await section.getByRole('button', { name: t(lng, 'documents:section.travelAuthorisation') }).click();
        const languages = staff.getByRole('menu').getByRole('menuitem');
        await expect(languages).toHaveText(
          (['el', 'en', 'fr'] as const).map((language) => t(lng, `documents:section.languages.${language}`)),
        );
        await expect(languages.nth(2)).toHaveAttribute(
          'href',
          `/api/admin/travellers/${family.id}/travel-authorisation?lang=fr`,
        );
        await staff.keyboard.press('Escape');
        await expect(staff.getByRole('menu')).toBeHidden();
        await section
          .getByRole('button', { name: t(lng, 'documents:actions.acceptLabel', words), exact: true })
          .click();
        await expect(
          section.getByRole('status').filter({ hasText: t(lng, 'documents:done.accept', words) }),
        ).toBeVisible();
      });
    } finally {
      await staff.context().close();
    }

    await test.step('the family sees the letter accepted and the item done', async () => {
      await page.reload();
      await expect(letter).toContainText(t(lng, 'myVoyage:documents.travelAuthorisation.accepted'));
      await expect(item).toContainText(t(lng, 'components:checklist.states.done'));
    });
  });
});

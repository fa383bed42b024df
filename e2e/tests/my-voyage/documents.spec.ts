import { readFileSync } from 'node:fs';
import { csrfHeaders } from '../../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { t } from '../../fixtures/i18n.ts';
import { PASSPORT_JPEG, uniqueLetters } from '../../fixtures/registration-form.ts';
import { signInAsFamily } from '../../fixtures/review.ts';
import { describeStory, expect, PHONE, test } from '../../fixtures/family-test.ts';

const lng = 'el';
const REASON = 'Η φωτογραφία είναι θολή.';
/** The first words of a button named for its document and date ("Αφαίρεση του εντύπου συγκατάθεσης που…"). */
const named = (key: string) => new RegExp(`^${t(lng, key, { date: 'DATE' }).split('DATE')[0]}`);

describeStory('[MY VOYAGE]: a parent’s documents', PHONE, 120_000, () => {
  test('[MY VOYAGE]: on a phone, the parent downloads the consent form, uploads it signed and removes it, replaces the rejected passport and gives the passport details', async ({
    page,
    adminApi,
    publicTrip,
    newFamily,
  }) => {
    const { trip } = publicTrip;
    const family = await newFamily({ seat: 5, language: lng, surname: `DOCS${uniqueLetters(4)}`, approved: true });
    const own = await adminApi.get(`/api/admin/travellers/${family.id}/documents`);
    const passport = ((await own.json()) as { id: string; status: string }[]).find((row) => row.status === 'pending');
    expect(passport, 'the registration’s passport waits for staff').toBeDefined();
    const rejected = await adminApi.post(`/api/admin/documents/${passport!.id}/reject`, {
      headers: await csrfHeaders(adminApi),
      data: { reason: REASON },
    });
    expect(rejected.status(), await rejected.text()).toBe(200);

    await signInAsFamily(page, lng, family.guardianEmail);
    const documents = page.getByRole('region', { name: t(lng, 'myVoyage:documents.title'), exact: true });
    const consent = documents.getByRole('region', { name: t(lng, 'myVoyage:documents.consent.title') });

    await test.step('the consent form downloads in the family’s language first, and the page fits the phone', async () => {
      const links = consent.getByRole('link');
      await expect(links).toHaveText([
        t(lng, 'myVoyage:documents.consent.download.el'),
        t(lng, 'myVoyage:documents.consent.download.en'),
      ]);
      const form = await page.request.get((await links.first().getAttribute('href'))!);
      expect(form.status()).toBe(200);
      expect(form.headers()['content-type']).toContain('application/pdf');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expect(documents).toContainText(REASON);
      await expectNoSeriousA11yViolations(page, 'documents, consent to send');
    });

    await test.step('a wrong kind of file is refused at once; the signed form is uploaded and shows as Processing', async () => {
      await consent.getByRole('button', { name: t(lng, 'myVoyage:documents.consent.upload'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t(lng, 'myVoyage:documents.upload.titleConsent') });
      await expect(dialog).toContainText(t(lng, 'myVoyage:documents.upload.limitsConsent', { size: 10 }));
      const chooser = dialog.getByLabel(t(lng, 'myVoyage:documents.upload.choose'));
      await chooser.setInputFiles({ name: 'consent.txt', mimeType: 'text/plain', buffer: Buffer.from('signed') });
      await expect(dialog.getByRole('alert')).toHaveText(t(lng, 'myVoyage:documents.upload.problems.typeConsent'));
      await chooser.setInputFiles({
        name: 'signed-consent.jpg',
        mimeType: 'image/jpeg',
        buffer: readFileSync(PASSPORT_JPEG),
      });
      await expectNoSeriousA11yViolations(page, 'consent upload dialog');
      await dialog.getByRole('button', { name: t(lng, 'myVoyage:documents.upload.send'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(documents.getByRole('status')).toHaveText(t(lng, 'myVoyage:documents.sentConsent'));
      await expect(consent).toContainText(t(lng, 'myVoyage:documents.consent.processing'));
      await expect(page.getByText(t(lng, 'myVoyage:deadline.processing'))).toBeVisible();
    });

    await test.step('the Processing form is removed after asking, and the deadline counts again', async () => {
      await documents.getByRole('button', { name: named('myVoyage:documents.removeNamed.consent') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: t(lng, 'myVoyage:documents.removeKeep') })).toBeFocused();
      await dialog.getByRole('button', { name: t(lng, 'myVoyage:documents.removeConfirm'), exact: true }).click();
      await expect(documents.getByRole('status')).toHaveText(t(lng, 'myVoyage:documents.removed'));
      // A withdrawn upload leaves the family's list (staff keep it in their history); the upload is offered again.
      await expect(documents.getByText('signed-consent.jpg')).toHaveCount(0);
      await expect(
        consent.getByRole('button', { name: t(lng, 'myVoyage:documents.consent.upload'), exact: true }),
      ).toBeVisible();
      await expect(page.getByText(t(lng, 'myVoyage:deadline.processing'))).toBeHidden();
    });

    await test.step('the rejected passport is replaced by an ID card', async () => {
      await documents.getByRole('button', { name: named('myVoyage:documents.replaceNamed.passport') }).click();
      const dialog = page.getByRole('dialog', { name: t(lng, 'myVoyage:documents.upload.titleId') });
      await dialog.getByRole('radio', { name: t(lng, 'myVoyage:documents.types.id_card') }).check();
      await dialog
        .getByLabel(t(lng, 'myVoyage:documents.upload.choose'))
        .setInputFiles({ name: 'id-card.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PASSPORT_JPEG) });
      await dialog.getByRole('button', { name: t(lng, 'myVoyage:documents.upload.send'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(documents.getByRole('status')).toHaveText(t(lng, 'myVoyage:documents.sentId'));
      await expect(
        documents.getByRole('button', { name: named('myVoyage:documents.replaceNamed.passport') }),
      ).toHaveCount(0);
      await expect(
        documents.getByRole('button', { name: named('myVoyage:documents.removeNamed.id_card') }),
      ).toBeVisible();
    });

    await test.step('the passport details are saved, with a warning when it expires too soon after the return', async () => {
      const card = page.getByRole('region', { name: t(lng, 'myVoyage:documents.passport.title'), exact: true });
      await card.getByRole('radio', { name: t(lng, 'components:idDocument.types.passport') }).check();
      await card.getByRole('textbox', { name: t(lng, 'components:idDocument.number') }).fill('k12 34567');
      await card.getByLabel(t(lng, 'components:idDocument.expires')).fill(trip.endsOn);
      await expect(card.getByRole('status')).toContainText(
        t(lng, 'myVoyage:documents.passport.tooSoon.passport').slice(0, 20),
      );
      await card.getByRole('button', { name: t(lng, 'myVoyage:documents.passport.save') }).click();
      await expect(card.getByText(t(lng, 'myVoyage:documents.passport.saved'))).toBeVisible();
      await expect(card.getByRole('textbox', { name: t(lng, 'components:idDocument.number') })).toHaveValue('K1234567');
      await expectNoSeriousA11yViolations(page, 'documents and passport details');
    });
  });
});

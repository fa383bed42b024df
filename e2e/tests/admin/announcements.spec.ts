import type { Departure } from '@voyage/domain';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { DESKTOP, PHONE, describeStory, expect, test } from '../../fixtures/family-test.ts';
import { t } from '../../fixtures/i18n.ts';
import { waitForMail } from '../../fixtures/mailbox.ts';
import { uniqueLetters } from '../../fixtures/registration-form.ts';
import { signInAsFamily } from '../../fixtures/review.ts';

/**
 * Staff announcements (docs/product/announcements.md): staff write to one departure's families in Greek and
 * English, see who will receive it, send it and follow each recipient's delivery; the family reads it by
 * e-mail and in My Voyage's Messages on a phone.
 */
const say = (key: string, vars: Record<string, string | number> = {}) => t('el', `announcements:${key}`, vars);

describeStory('[ANNOUNCEMENTS]: staff write to the families of a departure', PHONE, 180_000, () => {
  test('[ANNOUNCEMENTS]: sent to one departure, seen recipient by recipient until delivered, read in My Voyage on a phone', async ({
    page,
    adminApi,
    newFamily,
    openStaffPage,
    publicTrip,
  }) => {
    const { trip } = publicTrip;
    const family = await newFamily({ seat: 4, language: 'el', surname: `NEWS${uniqueLetters(4)}`, approved: true });
    const departures = (await (await adminApi.get(`/api/departures?trip_id=${trip.id}`)).json()) as Departure[];
    const departure = departures.find((one) => one.id === family.school.departureId)!;
    const token = uniqueLetters(6);
    const subject = `Συνάντηση γονέων ${token}`;
    const body = `Η συνάντηση των γονέων της αναχώρησης γίνεται την Πέμπτη στις 18:00 (${token}).`;

    const staff = await openStaffPage(DESKTOP);
    const since = new Date();
    await test.step('staff choose the departure, write both languages and see who will receive it', async () => {
      await staff.goto('/admin/announcements');
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(t('el', 'common:titles.announcements'));
      await staff.getByRole('combobox', { name: say('form.audience') }).click();
      await staff.getByRole('option', { name: say('audience.departure'), exact: true }).click();
      await staff.getByRole('combobox', { name: say('form.departure') }).click();
      await staff.getByRole('option', { name: departure.label.el, exact: true }).click();
      await staff.getByLabel(say('form.subjectEl')).fill(subject);
      await staff.getByLabel(say('form.bodyEl')).fill(body);
      await staff.getByLabel(say('form.subjectEn')).fill(`Parents' meeting ${token}`);
      await staff.getByLabel(say('form.bodyEn')).fill(`The parents' meeting is on Thursday at 18:00 (${token}).`);
      await expect(staff.getByRole('button', { name: say('form.send'), exact: true })).toBeDisabled();
      await staff.getByRole('button', { name: say('form.seeRecipients') }).click();
      const preview = staff.getByRole('region', { name: say('preview.title') });
      await expect(preview.getByText(family.guardianEmail)).toBeVisible();
      await expectNoSeriousA11yViolations(staff, 'Announcements: the recipients before sending');
      await staff.getByRole('button', { name: say('form.send'), exact: true }).click();
      await expect(staff.getByText(/Στάλθηκε: \d+ e-mail/)).toBeVisible();
    });

    await test.step('the family is e-mailed in Greek, and staff see its e-mail delivered', async () => {
      await waitForMail({ to: family.guardianEmail, subject, since });
      const item = staff.getByRole('listitem').filter({ hasText: subject });
      await item.getByRole('button', { name: say('list.open') }).click();
      const dialog = staff.getByRole('dialog', { name: say('detail.title') });
      const row = dialog.getByRole('listitem').filter({ hasText: family.guardianEmail });
      await expect(row).toContainText(say('states.sent'), { timeout: 30_000 });
      await expectNoSeriousA11yViolations(staff, 'Announcements: delivery recipient by recipient');
    });

    await test.step('the family reads the announcement in My Voyage’s Messages on a phone', async () => {
      await signInAsFamily(page, 'el', family.guardianEmail);
      await page.goto('/my-voyage/messages');
      await expect(page.getByText(subject)).toBeVisible();
      await expect(page.getByText(body)).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'My Voyage: an announcement in Messages');
    });
  });
});

import type { Locator, Page } from '@playwright/test';
import { HEALTH_CONSENT_TEXT } from '@voyage/domain';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { t } from '../../fixtures/i18n.ts';
import { uniqueLetters } from '../../fixtures/registration-form.ts';
import { signInAsFamily } from '../../fixtures/review.ts';
import { PHONE, describeStory, expect, test } from '../../fixtures/family-test.ts';

/**
 * The health and emergency record (docs/product/health.md): a Greek guardian fills it in on a phone, one
 * section at a time, and finds it kept after a reload. What the checks say and how staff read it have
 * their own tests; here, what only a browser shows.
 */

const SEAT = 14;
const el = (key: string, vars: Record<string, string | number> = {}) => t('el', `myVoyage:health.${key}`, vars);

/** A section of the form, by its title. */
const section = (page: Page, name: string): Locator => page.getByRole('region', { name: el(`sections.${name}.title`) });

/** Saves a section with its own button and waits for its "Saved" status. */
async function save(page: Page, name: string): Promise<void> {
  const part = section(page, name);
  await part.getByRole('button', { name: el(`sections.${name}.save`), exact: true }).click();
  await expect(part.getByRole('status')).toHaveText(el('saved'));
}

/** A text field of a section, by its label as a screen reader names it (without the required mark). */
const field = (scope: Locator, key: string, vars: Record<string, string | number> = {}): Locator =>
  scope.getByRole('textbox', { name: el(key, vars), exact: true });

/** A choice of a select field: opens it by its label and picks the option by its words. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describeStory('[HEALTH]: a family fills in the health record', PHONE, 180_000, () => {
  test('[HEALTH]: a Greek guardian on a phone fills every section, saves each, reloads and sees the record kept and complete', async ({
    page,
    newFamily,
  }) => {
    const family = await newFamily({
      seat: SEAT,
      language: 'el',
      surname: `HEALTH${uniqueLetters(4)}`,
      approved: true,
    });
    await signInAsFamily(page, 'el', family.guardianEmail);

    const card = page.getByRole('region', { name: el('title') });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: el('open'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/my-voyage/${family.id}/health$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'common:titles.myHealth'));
    for (const name of ['allergies', 'medicines', 'diet', 'conditions', 'contacts', 'consent']) {
      await expect(section(page, name).getByRole('status')).toHaveText(el('notSaved'));
    }
    await expectNoSeriousA11yViolations(page, 'health record, empty, in Greek on a phone');
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/health-empty.png`, fullPage: true });

    await test.step('an allergy with adrenaline', async () => {
      const allergies = section(page, 'allergies');
      await allergies.getByRole('button', { name: el('allergy.add'), exact: true }).click();
      await field(allergies, 'allergy.what').fill('Φιστίκια');
      await choose(page, allergies, el('allergy.severity'), el('allergy.severities.severe'));
      await allergies.getByRole('checkbox', { name: el('allergy.anaphylaxis') }).check();
      await save(page, 'allergies');
    });

    await test.step('a medicine taken at two times; a wrong time is refused in Greek', async () => {
      const medicines = section(page, 'medicines');
      await medicines.getByRole('button', { name: el('medicine.add'), exact: true }).click();
      await field(medicines, 'medicine.name').fill('Ventolin');
      await field(medicines, 'medicine.dose').fill('2 εισπνοές');
      await medicines.getByRole('button', { name: el('medicine.addTime'), exact: true }).click();
      await field(medicines, 'medicine.time', { number: 2 }).fill('8 το βράδυ');
      await choose(page, medicines, el('medicine.keptBy'), el('medicine.keepers.escort'));
      await medicines.getByRole('button', { name: el('sections.medicines.save'), exact: true }).click();
      await expect(medicines.getByText(t('el', 'common:validation.time'))).toBeVisible();
      await expect(medicines.getByRole('status')).toHaveText(el('notSaved'));
      await expectNoSeriousA11yViolations(page, 'health record, a wrong time');
      await field(medicines, 'medicine.time', { number: 2 }).fill('20:00');
      await save(page, 'medicines');
    });

    await test.step('a diet and a condition', async () => {
      const diet = section(page, 'diet');
      await diet.getByRole('checkbox', { name: el('diet.vegetarian') }).check();
      await diet.getByRole('checkbox', { name: el('diet.noNuts') }).check();
      await save(page, 'diet');
      const conditions = section(page, 'conditions');
      await conditions.getByRole('checkbox', { name: el('conditions.asthma') }).check();
      await field(conditions, 'conditions.other').fill('Ζαλάδα στα αεροπλάνα');
      await save(page, 'conditions');
    });

    await test.step('an emergency contact and the consent', async () => {
      const contacts = section(page, 'contacts');
      await field(contacts, 'contact.name').fill('Μαρία Γεωργίου');
      await field(contacts, 'contact.relation').fill('Γιαγιά');
      await field(contacts, 'contact.phone').fill('99 765432');
      await save(page, 'contacts');
      const consent = section(page, 'consent');
      // The guardian reads the exact text they consent to, word for word as the product records it.
      await expect(consent.getByText(HEALTH_CONSENT_TEXT.el, { exact: true })).toBeVisible();
      await consent.getByRole('checkbox', { name: el('consent.tick') }).check();
      await save(page, 'consent');
      await expect(
        consent.getByText(
          new RegExp(`^${el('consent.given', { name: family.guardianName, date: 'X' }).split('X')[0]}`),
        ),
      ).toBeVisible();
    });

    await test.step('after a reload every section is kept, and the card says Complete', async () => {
      await page.reload();
      for (const name of ['allergies', 'medicines', 'diet', 'conditions', 'contacts', 'consent']) {
        await expect(section(page, name).getByRole('status')).toHaveText(el('saved'));
      }
      await expect(field(section(page, 'allergies'), 'allergy.what')).toHaveValue('Φιστίκια');
      await expect(section(page, 'allergies').getByRole('checkbox', { name: el('allergy.anaphylaxis') })).toBeChecked();
      const medicines = section(page, 'medicines');
      await expect(field(medicines, 'medicine.time', { number: 1 })).toHaveValue('08:00');
      await expect(field(medicines, 'medicine.time', { number: 2 })).toHaveValue('20:00');
      await expect(section(page, 'diet').getByRole('checkbox', { name: el('diet.noNuts') })).toBeChecked();
      await expect(field(section(page, 'contacts'), 'contact.phone')).toHaveValue('99 765432');
      await expect(section(page, 'consent').getByRole('checkbox', { name: el('consent.tick') })).toBeChecked();
      await expectNoSeriousA11yViolations(page, 'health record, filled in, in Greek on a phone');
      if (process.env.SHOTS_DIR) {
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/health-filled-light.png`, fullPage: true });
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/health-filled-dark.png`, fullPage: true });
        await page.emulateMedia({ colorScheme: 'light' });
      }

      await page.getByRole('link', { name: el('back'), exact: true }).click();
      await expect(card.getByText(el('complete'))).toBeVisible();
    });
  });
});

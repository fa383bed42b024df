import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { DESKTOP, describeStory, expect, test } from '../../fixtures/family-test.ts';
import { t } from '../../fixtures/i18n.ts';
import {
  expectTravellerEntry,
  PASSPORT_JPEG,
  schoolWithCode,
  stepHeading,
  travellerFields,
  uniqueLetters,
  type TravellerEntry,
} from '../../fixtures/registration-form.ts';

/**
 * The registration walked with the keyboard alone (docs/product/accessibility.md#checks): every field reached with
 * Tab, filled by typing, radios chosen with the arrow keys, the passport chosen from the file dialog opened with
 * Enter, each step sent with Enter. No click anywhere.
 */
const TAB_LIMIT = 80;
const LNG = 'el';

/** Presses Tab until `target` has the focus; fails when it never does. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  const handle = await target.elementHandle();
  for (let press = 0; press < TAB_LIMIT; press += 1) {
    if (await page.evaluate((element) => document.activeElement === element, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Presses Tab until the focus is inside `group` (a radio group takes one Tab stop). */
async function tabInto(page: Page, group: Locator): Promise<void> {
  const handle = await group.elementHandle();
  for (let press = 0; press < TAB_LIMIT; press += 1) {
    if (await page.evaluate((element) => element?.contains(document.activeElement) ?? false, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${group.toString()}`);
}

/** Chooses a radio of `group` as a keyboard does: Space on the focused one, then the arrow keys. */
async function chooseRadio(page: Page, group: Locator, name: string): Promise<void> {
  await tabInto(page, group);
  await page.keyboard.press('Space');
  const wanted = group.getByRole('radio', { name, exact: true });
  for (let press = 0; press < 10 && !(await wanted.isChecked()); press += 1) await page.keyboard.press('ArrowDown');
  await expect(wanted).toBeChecked();
}

async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

describeStory('[REGISTRATION]: a parent registers with the keyboard alone', DESKTOP, 120_000, () => {
  test('[REGISTRATION]: from the landing page to the thank-you with Tab, typing, arrow keys, Space and Enter only', async ({
    page,
    adminApi,
    publicTrip,
  }) => {
    const { trip } = publicTrip;
    const school = await schoolWithCode(adminApi, trip.id);
    const suffix = uniqueLetters().toUpperCase();
    const entry: TravellerEntry = {
      firstName: 'NIKOS',
      lastName: `KEYS${suffix}`,
      gender: 'male',
      // The same day and month: a date field takes its parts in its locale's order, which headless browsers differ on.
      dateOfBirth: `${Number(trip.startsOn.slice(0, 4)) - 14}-03-03`,
      city: 'Λεμεσός',
      district: school.district,
      phone: '99 765432',
      language: 'el',
      guardianName: 'Ανδρέας Πλήκτρου',
      guardianEmail: `keyboard.${suffix.toLowerCase()}@example.com`,
      roommates: ['', ''],
    };
    const fields = travellerFields(page, LNG);

    await page.goto('/');
    const notice = page.getByRole('region', { name: t(LNG, 'public:registration.open') });
    await tabTo(page, notice.getByRole('link', { name: t(LNG, 'public:registration.register') }));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, LNG, 'code')).toBeVisible();

    await typeInto(page, page.getByLabel(t(LNG, 'register:code.label'), { exact: true }), school.registrationCode);
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, LNG, 'details')).toBeVisible();

    await typeInto(page, fields.firstName, entry.firstName);
    await typeInto(page, fields.lastName, entry.lastName);
    await chooseRadio(page, fields.gender, t(LNG, `register:genders.${entry.gender}`));
    const [year, month, day] = entry.dateOfBirth.split('-');
    await typeInto(page, fields.dateOfBirth, `${day}${month}${year}`);
    await typeInto(page, fields.city, entry.city);
    await tabTo(page, fields.district);
    const district = t(LNG, `admin:districts.${entry.district}`);
    const chosen = () =>
      fields.district.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.label ?? '');
    for (let press = 0; press < 15 && (await chosen()) !== district; press += 1) await page.keyboard.press('ArrowDown');
    expect(await chosen()).toBe(district);
    await typeInto(page, fields.phone, entry.phone);
    await chooseRadio(page, fields.language, t(LNG, `components:language.${entry.language}`));
    await typeInto(page, fields.guardianName, entry.guardianName);
    await typeInto(page, fields.guardianEmail, entry.guardianEmail);
    await expectTravellerEntry(page, LNG, entry, school.registrationCode);
    await tabTo(page, page.getByRole('button', { name: t(LNG, 'register:actions.continue'), exact: true }));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, LNG, 'document')).toBeVisible();

    const documentTypes = page
      .getByRole('radiogroup')
      .filter({ has: page.getByRole('radio', { name: t(LNG, 'register:document.types.passport'), exact: true }) });
    await chooseRadio(page, documentTypes, t(LNG, 'register:document.types.passport'));
    // Listening before the Tab presses gives the browser time to start catching the file dialog; listening only just
    // before Enter can miss it on a busy machine.
    const chooser = page.waitForEvent('filechooser');
    // The button that opens the file dialog is the one Tab stop; Enter presses it.
    await tabTo(page, page.locator('label[role="button"]').filter({ hasText: t(LNG, 'register:document.choose') }));
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(PASSPORT_JPEG);
    await expect(
      page.getByText(t(LNG, 'register:document.uploaded', { type: t(LNG, 'register:document.types.passport') }), {
        exact: true,
      }),
    ).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: t(LNG, 'register:document.send'), exact: true }));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, LNG, 'submitted')).toBeVisible();
    await expect(
      page.getByText(t(LNG, 'register:done.received', { name: `${entry.firstName} ${entry.lastName}` })),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'registration sent with the keyboard');
  });
});

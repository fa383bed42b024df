import { REGISTRATION_CODE_ALPHABET, type School } from '@voyage/domain';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { t } from '../../fixtures/i18n.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { stepHeading } from '../../fixtures/registration-form.ts';
import { expect, test } from '../../fixtures/test.ts';
import { tripTitle } from '../../fixtures/trip-data.ts';

/** A well-formed code that no school of the trip has. */
function unknownCode(schools: readonly School[]): string {
  const taken = new Set(schools.map((school) => school.registrationCode));
  const pick = () => REGISTRATION_CODE_ALPHABET[Math.floor(Math.random() * REGISTRATION_CODE_ALPHABET.length)];
  for (;;) {
    const code = `${pick()}${pick()}${pick()}${pick()}-${pick()}${pick()}${pick()}${pick()}`;
    if (!taken.has(code)) return code;
  }
}

test.describe('[REGISTRATION]: refusals, in English on a desktop', () => {
  // A code no school has is an answer (200, `valid: false`) shown on its field: the console stays clean.
  test.use({ viewport: { width: 1280, height: 800 } });

  test('[REGISTRATION]: a code no school has is refused with the translated message, and the form stays at step 1', async ({
    page,
    adminApi,
    publicTrip,
  }) => {
    const schools = (await (await adminApi.get(`/api/schools?trip_id=${publicTrip.trip.id}`)).json()) as School[];
    await page.goto(`/register/${publicTrip.trip.id}`);
    await switchLanguage(page, 'en');
    await expect(stepHeading(page, 'en', 'code')).toBeVisible();

    const code = page.getByLabel(t('en', 'register:code.label'), { exact: true });
    await code.fill(unknownCode(schools));
    await page.getByRole('button', { name: t('en', 'register:actions.continue'), exact: true }).click();
    await expect(page.getByText(t('en', 'common:validation.registrationCodeUnknown'), { exact: true })).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(stepHeading(page, 'en', 'code')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'registration code refused');
  });

  test('[REGISTRATION]: last year’s trip says registrations are closed and offers no form', async ({
    page,
    publicTrip,
  }) => {
    // A trip of an earlier year: another spec may have copied the active trip for a later one meanwhile.
    const past = publicTrip.trips.find((trip) => !trip.active && trip.year < publicTrip.trip.year);
    if (!past) throw new Error('the seed has no past trip');
    await page.goto(`/register/${past.id}`);
    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 2, name: t('en', 'register:closed.title') })).toBeVisible();
    await expect(page.getByText(t('en', 'register:closed.body', { trip: tripTitle(past, 'en') }))).toBeVisible();
    await expect(page.getByLabel(t('en', 'register:code.label'))).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'registration closed');
  });
});

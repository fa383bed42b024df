import { readFileSync } from 'node:fs';
import { tripDate } from '@voyage/domain';
import { allListRows, travellerName } from '../../fixtures/admin-data.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { t } from '../../fixtures/i18n.ts';
import { uniqueLetters } from '../../fixtures/registration-form.ts';
import { escapeRegExp } from '../../fixtures/text.ts';
import { signInAsFamily } from '../../fixtures/review.ts';
import { untilApiCallsSettle } from '../../fixtures/api-calls.ts';
import { describeStory, expect, PHONE, test } from '../../fixtures/family-test.ts';
import { watchConsole } from '../../fixtures/test.ts';

const lng = 'el';

describeStory(
  '[DATA RIGHTS]: a family takes its data out and asks for erasure; staff carry it out',
  PHONE,
  120_000,
  () => {
    test('[DATA RIGHTS]: a Greek phone downloads the family ZIP from My Profile and asks for erasure; staff see the request on the dashboard and erase the family from the registration screen', async ({
      page,
      newFamily,
      openStaffPage,
      adminApi,
      publicTrip,
    }) => {
      const { trip } = publicTrip;
      const family = await newFamily({ seat: 9, language: lng, surname: `ERASE${uniqueLetters(4)}` });
      const section = page.getByRole('region', { name: t(lng, 'profile:data.title') });

      await test.step('the family downloads voyage-data-YYYY-MM-DD.zip with its JSON and the passport it sent', async () => {
        await signInAsFamily(page, lng, family.guardianEmail);
        await page.goto('/profile');
        // Just signed in: the server finds the sign-in recent, and the button starts the download.
        const button = section.getByRole('button', { name: t(lng, 'profile:data.download') });
        const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
        expect(download.suggestedFilename()).toBe(`voyage-data-${tripDate(new Date())}.zip`);
        const bytes = readFileSync(await download.path());
        expect(bytes.subarray(0, 4).toString('latin1'), 'a ZIP').toBe('PK\u0003\u0004');
        // Entry names stand in the archive's headers as written.
        expect(bytes.includes('voyage-data.json')).toBe(true);
        expect(bytes.includes('/passport-1.')).toBe(true);
        await expectNoSeriousA11yViolations(page);
      });

      await test.step('the family asks, in a dialog, for all its data to be erased', async () => {
        await section.getByRole('button', { name: t(lng, 'profile:data.erasure.ask') }).click();
        const dialog = page.getByRole('dialog', { name: t(lng, 'profile:data.erasure.dialogTitle') });
        await expect(dialog.getByRole('radio', { name: t(lng, 'profile:data.erasure.wholeFamily') })).toBeChecked();
        await expectNoSeriousA11yViolations(page);
        await dialog.getByRole('button', { name: t(lng, 'profile:data.erasure.confirm'), exact: true }).click();
        await expect(dialog).toBeHidden();
        const said = escapeRegExp(t(lng, 'profile:data.erasure.requestedFamily', { date: 'DATE' }));
        await expect(section.getByRole('status')).toHaveText(new RegExp(`^${said.replace('DATE', '.+')}$`));
      });

      await test.step('staff see the request on the dashboard and erase the family from its registration', async () => {
        const staff = await openStaffPage();
        const staffConsole = watchConsole(staff.context());
        await staff.goto('/dashboard');
        const requests = staff.getByRole('list', { name: t(lng, 'admin:erasureRequests.title') });
        const name = travellerName(family);
        await requests.getByRole('link', { name: new RegExp(name) }).click();
        await expect(staff.getByRole('heading', { level: 1 })).toHaveText(name);
        const erasure = staff.getByRole('region', { name: t(lng, 'admin:erasure.title') });
        await erasure.getByRole('button', { name: t(lng, 'admin:erasure.open') }).click();
        const dialog = staff.getByRole('dialog', { name: t(lng, 'admin:erasure.dialogTitle', { name }) });
        // The family's request chose the whole family: the dialog starts there.
        await expect(
          dialog.getByRole('radio', { name: t(lng, 'admin:erasure.scopeFamily', { email: family.guardianEmail }) }),
        ).toBeChecked();
        await expectNoSeriousA11yViolations(staff);
        await dialog.getByRole('button', { name: t(lng, 'admin:erasure.confirm'), exact: true }).click();
        await expect(staff).toHaveURL(/\/admin\/registrations$/);
        const rows = await allListRows(adminApi, `/api/registrations?trip_id=${trip.id}`);
        expect(rows.map((row) => row.id)).not.toContain(family.id);
        // The erased registration is never asked for again (no 404 for it), and nothing else went wrong.
        await untilApiCallsSettle(staff);
        expect(staffConsole, 'the staff console stays clean').toEqual([]);
        await staff.context().close();
      });
    });
  },
);

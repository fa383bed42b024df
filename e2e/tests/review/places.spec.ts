import type { Departure } from '@voyage/domain';
import { csrfHeaders } from '../../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { dataRows, grid } from '../../fixtures/data-grid.ts';
import { t } from '../../fixtures/i18n.ts';
import { uniqueLetters } from '../../fixtures/registration-form.ts';
import { schoolOfTrip } from '../../fixtures/review.ts';
import { DESKTOP, describeStory, expect, test } from '../../fixtures/family-test.ts';
import { oneOf } from '../../fixtures/text.ts';

/** The approve button of a dialog: "Approve anyway" when the departure would be an escort short. */
const approveConfirm = oneOf([
  t('el', 'admin:review.approveDialog.confirm'),
  t('el', 'admin:review.approveDialog.confirmAnyway'),
]);

const SEAT = 11;

describeStory('[PLACES]: a departure’s seats hold under bulk approval', DESKTOP, 180_000, () => {
  test('[PLACES]: staff set a departure’s seats, bulk-approve past them and are told which were not approved and why', async ({
    adminApi,
    publicTrip,
    newFamily,
    openStaffPage,
  }) => {
    const { trip } = publicTrip;
    const school = await schoolOfTrip(adminApi, trip.id, SEAT);
    if (school.departureId === null) throw new Error('the seat’s school has no departure');
    const departureNow = async () => {
      const response = await adminApi.get(`/api/departures?trip_id=${trip.id}`);
      return ((await response.json()) as Departure[]).find((row) => row.id === school.departureId)!;
    };
    const surname = `PLACES${uniqueLetters(4)}`;
    const families = await Promise.all(
      (['el', 'en', 'el'] as const).map((language) => newFamily({ seat: SEAT, language, surname })),
    );
    const staff = await openStaffPage();
    const departure = await departureNow();
    const seats = departure.travellerCount + 1;
    try {
      await test.step('staff give the departure one seat more than its approved travellers', async () => {
        await staff.goto(`/admin/departure/${trip.id}/${departure.id}`);
        await staff.getByRole('button', { name: t('el', 'operations:departureForm.editLabel') }).click();
        const dialog = staff.getByRole('dialog');
        await dialog.getByRole('spinbutton', { name: t('el', 'operations:departureForm.seats') }).fill(String(seats));
        await dialog.getByRole('button', { name: t('el', 'operations:departureForm.save') }).click();
        await expect(dialog).toBeHidden();
        expect((await departureNow()).seats).toBe(seats);
      });

      await test.step('staff approve three at once: one is approved, two are not, and the note says why', async () => {
        await staff.goto('/admin/registrations');
        await staff.getByRole('searchbox', { name: t('el', 'components:table.search') }).fill(surname);
        const pending = grid(staff, t('el', 'admin:registrations.tabs.pending'));
        await expect(dataRows(pending)).toHaveCount(3);
        for (const family of families) {
          await dataRows(pending).filter({ hasText: family.lastName }).getByRole('checkbox').check();
        }
        await staff.getByRole('button', { name: t('el', 'admin:bulk.approveSelected', { count: 3 }) }).click();
        const dialog = staff.getByRole('dialog', { name: t('el', 'admin:bulk.dialogTitle_other', { count: 3 }) });
        await dialog.getByRole('button', { name: approveConfirm }).click();
        await expect(dialog).toBeHidden();
        const full = t('el', 'common:errors.DEPARTURE_FULL', {
          label: departure.label.el,
          taken: seats,
          capacity: seats,
        });
        const note = staff.getByRole('status').filter({ hasText: t('el', 'admin:bulk.approved_one', { count: 1 }) });
        await expect(note).toBeVisible();
        await expect(note.getByRole('listitem')).toHaveCount(2);
        for (const item of await note.getByRole('listitem').all()) await expect(item).toContainText(full);
        await expectNoSeriousA11yViolations(staff, 'bulk approval refused for want of seats');
      });
    } finally {
      const now = await departureNow();
      const { id, tripId: _trip, schools, travellerCount: _count, escortsNeeded: _needed, updatedAt, ...fields } = now;
      await adminApi.patch(`/api/admin/departures/${id}`, {
        headers: await csrfHeaders(adminApi),
        data: {
          ...fields,
          flights: fields.flights,
          schoolIds: schools.map((row) => row.id),
          seats: null,
          expectedUpdatedAt: updatedAt,
        },
      });
      await staff.context().close();
    }
  });
});

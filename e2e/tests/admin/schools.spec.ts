import { adminApi } from '../../fixtures/admin-data.ts';
import { dataRows, grid, onFirstPage } from '../../fixtures/data-grid.ts';
import { t } from '../../fixtures/i18n.ts';
import { expect, test } from '../../fixtures/test.ts';

test.describe('[ADMIN]: schools', () => {
  test('[ADMIN]: the schools screen shows every seeded school as a card under its district', async ({
    adminPage: page,
    publicTrip,
  }) => {
    const schools = await adminApi(page, publicTrip.trip.id).schools();
    // Other specs add schools of their own as they run.
    expect(schools.length).toBeGreaterThanOrEqual(8);
    await page.goto('/schools');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'admin:schools.title'));
    for (const school of schools) {
      const district = page.getByRole('region', {
        name: new RegExp(`^${t('el', `admin:districts.${school.district}`)} · `),
      });
      await expect(district.getByRole('heading', { name: school.name, exact: true })).toBeVisible();
      await expect(district.getByRole('link', { name: new RegExp(school.name) })).toContainText(
        school.registrationCode,
      );
    }
  });

  test('[ADMIN]: the schools list is a table of the seeded schools', async ({ adminPage: page, publicTrip }) => {
    const schools = await adminApi(page, publicTrip.trip.id).schools();
    await page.goto('/schools/list');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'admin:schoolsList.title'));
    const table = page.getByRole('grid');
    await expect(dataRows(table)).toHaveCount(onFirstPage(schools.length));
    for (const school of schools) await expect(table.getByRole('gridcell', { name: school.name })).toBeVisible();
  });

  test('[ADMIN]: a school shows its details and its travellers', async ({ adminPage: page, publicTrip }) => {
    const api = adminApi(page, publicTrip.trip.id);
    const [schools, students] = await Promise.all([api.schools(), api.students()]);
    const school = [...schools].sort((a, b) => b.travellerCount - a.travellerCount)[0];
    if (!school) throw new Error('no school');
    const ofSchool = students.filter((student) => student.schoolId === school.id);
    expect(ofSchool.length).toBeGreaterThan(0);

    await page.goto('/schools');
    await page.getByRole('link', { name: new RegExp(school.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/school/${publicTrip.trip.id}/${school.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(school.name);
    await expect(page.getByRole('region', { name: t('el', 'admin:school.info') })).toContainText(
      school.registrationCode,
    );
    const table = grid(page, t('el', 'admin:school.students'));
    await expect(dataRows(table)).toHaveCount(onFirstPage(ofSchool.length));
  });
});

import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { t } from '../../fixtures/i18n.ts';
import { uniqueLetters } from '../../fixtures/registration-form.ts';
import { signInAsFamily } from '../../fixtures/review.ts';
import { DESKTOP, PHONE, describeStory, expect, test } from '../../fixtures/family-test.ts';

/**
 * The "Ready to travel" checklist (docs/product/readiness.md): a Greek guardian on a phone reads what is left to
 * do and follows one item's action to the card where it is done. What each item says is tested in the domain.
 */

const SEAT = 15;
const el = (key: string, vars: Record<string, string | number> = {}) => t('el', `components:checklist.${key}`, vars);

describeStory('[CHECKLIST]: a family follows the checklist', PHONE, 120_000, () => {
  test('[CHECKLIST]: a Greek guardian on a phone sees the checklist and follows its upload action to the documents', async ({
    page,
    newFamily,
  }) => {
    const family = await newFamily({
      seat: SEAT,
      language: 'el',
      surname: `CHECK${uniqueLetters(4)}`,
      approved: true,
    });
    await signInAsFamily(page, 'el', family.guardianEmail);

    const card = page.getByRole('region', { name: el('title') });
    await expect(card).toBeVisible();
    await expect(card.getByText(el('items.approved'))).toBeVisible();
    await expect(card.getByText(el('items.health'))).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Ready to travel checklist, in Greek on a phone');
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/checklist.png`, fullPage: true });

    await card
      .getByRole('link', { name: el('actions.upload') })
      .first()
      .click();
    const documents = page.getByRole('region', { name: t('el', 'myVoyage:documents.title') });
    await expect(documents.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(documents).toBeInViewport();

    await card.getByRole('link', { name: el('actions.health') }).click();
    await expect(page).toHaveURL(new RegExp(`/my-voyage/${family.id}/health$`));
  });
});

describeStory('[CHECKLIST]: staff read the readiness board', DESKTOP, 60_000, () => {
  test('[CHECKLIST]: the board of a departure counts who misses each item and filters by one', async ({
    adminPage: page,
    adminApi,
    publicTrip,
  }) => {
    const departures = (await (await adminApi.get(`/api/departures?trip_id=${publicTrip.trip.id}`)).json()) as {
      id: number;
      schools: unknown[];
      label: { el: string };
    }[];
    const departure = departures.find((row) => row.schools.length > 0)!;
    await page.goto(`/admin/departure/${publicTrip.trip.id}/${departure.id}`);
    await page.getByRole('link', { name: t('el', 'components:checklist.board.open') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(el('board.title'));
    const health = page.getByRole('button', { name: new RegExp(`^${el('board.items.health')}:`) });
    await health.click();
    await expect(health).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page, 'readiness board, in Greek at desktop');
  });
});

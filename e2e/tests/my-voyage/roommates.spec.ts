import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AdminTraveller } from '@voyage/domain';
import { expectMyVoyage, requestEmailLink } from '../../fixtures/account-flows.ts';
import { csrfHeaders, travellingGuardianFor } from '../../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { LANGUAGES, t } from '../../fixtures/i18n.ts';
import { linkIn, waitForMail } from '../../fixtures/mailbox.ts';
import { mailSubject } from '../../fixtures/mail-subjects.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { expect, test } from '../../fixtures/test.ts';

/**
 * Roommates are mutual (docs/product/registration.md#roommates): a schoolmate who names a child is a request
 * the child's family confirms in My Voyage; staff see the request on the registration and the rooming screen.
 * Each screen is shown on a phone and at a desk, in both languages (screenshots kept when SHOTS_DIR is set).
 */

type Detail = { traveller: AdminTraveller; related: AdminTraveller[] };

async function detail(adminApi: APIRequestContext, id: string): Promise<Detail> {
  const response = await adminApi.get(`/api/admin/travellers/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Detail;
}

/** Staff set a registration's roommates, as the student form does. */
async function setRoommates(adminApi: APIRequestContext, traveller: AdminTraveller, roommates: string[]) {
  const { firstName, lastName, gender, dateOfBirth, city, district, phone, language, guardianName, guardianEmail } =
    traveller;
  // A seeded registration may predate the nationality question: staff then give it, as the form asks them to.
  const nationality = traveller.nationality ?? 'CY';
  const details = {
    firstName,
    lastName,
    gender,
    dateOfBirth,
    nationality,
    city,
    district,
    phone,
    language,
    guardianName,
  };
  const response = await adminApi.patch(`/api/admin/travellers/${traveller.id}/details`, {
    headers: await csrfHeaders(adminApi),
    data: { details: { ...details, guardianEmail, roommates } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A picture of one part of a screen (or of what the window shows), kept when SHOTS_DIR is set. */
async function shot(target: Page | Locator, name: string) {
  if (process.env.SHOTS_DIR) await target.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

const WIDTHS = { phone: { width: 360, height: 780 }, desk: { width: 1280, height: 900 } } as const;

test.describe('[MY VOYAGE]: roommates are mutual', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const [which, lng] of LANGUAGES.entries()) {
    test(`[MY VOYAGE]: a family confirms a schoolmate asking for its child, and staff see the request (${lng})`, async ({
      page,
      adminApi,
    }) => {
      const guardian = await travellingGuardianFor(adminApi, 3 + which);
      const child = await detail(adminApi, guardian.travellerId);
      // The child names nobody (its seeded roommates, who still name it, become requests too).
      await setRoommates(adminApi, child.traveller, []);
      const asker = child.related.find(
        (other) =>
          other.status === 'approved' && other.roommates.length === 0 && other.guardianEmail !== guardian.email,
      )!;
      const childName = `${child.traveller.firstName} ${child.traveller.lastName}`;
      const askerName = `${asker.firstName} ${asker.lastName}`;
      await setRoommates(adminApi, asker, [childName]);

      await page.setViewportSize(WIDTHS.phone);
      await page.goto('/login');
      if (lng === 'en') await switchLanguage(page, 'en');
      const since = new Date();
      await requestEmailLink(page, lng, guardian.email);
      const mail = await waitForMail({ to: guardian.email, subject: mailSubject('magic-link', lng), since });
      await page.goto(linkIn(mail, '/api/auth/magic-link/verify'));
      await expectMyVoyage(page, lng);

      const card = page.getByRole('region', { name: t(lng, 'myVoyage:roommates.title') });
      await expect(card).toContainText(t(lng, 'myVoyage:roommates.requests'));
      await expect(card).toContainText(askerName);
      await card.scrollIntoViewIfNeeded();
      await expectNoSeriousA11yViolations(page);
      await shot(card, `my-voyage-request-phone-${lng}`);

      await card.getByRole('button', { name: t(lng, 'myVoyage:roommates.confirmLabel', { name: askerName }) }).click();
      await expect(card).toContainText(t(lng, 'myVoyage:roommates.together'));
      await expect(
        card.getByRole('button', { name: t(lng, 'myVoyage:roommates.confirmLabel', { name: askerName }) }),
      ).toHaveCount(0);
      await page.setViewportSize(WIDTHS.desk);
      await expectNoSeriousA11yViolations(page);
      await shot(card, `my-voyage-together-desk-${lng}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(WIDTHS.desk.width);

      // Withdrawn again, the asker's name is a request once more; the staff screens show it.
      await card.getByRole('button', { name: t(lng, 'myVoyage:roommates.withdraw'), exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(t(lng, 'myVoyage:roommates.withdrawTitle', { name: askerName }));
      await shot(page, `my-voyage-withdraw-desk-${lng}`);
      await dialog.getByRole('button', { name: t(lng, 'myVoyage:roommates.withdraw'), exact: true }).click();
      await expect(
        card.getByRole('button', { name: t(lng, 'myVoyage:roommates.confirmLabel', { name: askerName }) }),
      ).toBeVisible();

      const staff = await page
        .context()
        .browser()!
        .newContext({ baseURL: new URL(page.url()).origin });
      const admin = await staff.newPage();
      await admin.context().addCookies((await adminApi.storageState()).cookies);
      for (const [size, viewport] of Object.entries(WIDTHS)) {
        await admin.setViewportSize(viewport);
        await admin.goto(`/admin/registration/${asker.tripId}/${asker.id}`);
        if (lng === 'en' && size === 'phone') await switchLanguage(admin, 'en');
        const section = admin.getByRole('region', { name: t(lng, 'admin:registration.roommates.title'), exact: true });
        await expect(section).toContainText(t(lng, 'admin:registration.roommates.notNamedBack'), { timeout: 30_000 });
        await section.scrollIntoViewIfNeeded();
        await expectNoSeriousA11yViolations(admin);
        await shot(section, `registration-roommates-${size}-${lng}`);

        await admin.goto(`/admin/departure/${asker.tripId}/${asker.departureId}/rooming`);
        const line = admin.getByRole('listitem').filter({ hasText: `${asker.lastName} ${asker.firstName}` });
        await expect(line).toContainText(t(lng, 'rooming:requests', { names: childName }), { timeout: 30_000 });
        await expectNoSeriousA11yViolations(admin);
        await line.scrollIntoViewIfNeeded();
        await shot(admin, `rooming-${size}-${lng}`);
      }
      await staff.close();
      await setRoommates(adminApi, asker, []);
      await setRoommates(adminApi, (await detail(adminApi, child.traveller.id)).traveller, child.traveller.roommates);
    });
  }
});

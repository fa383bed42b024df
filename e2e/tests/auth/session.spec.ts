import { expectMyVoyage, requestEmailLink } from '../../fixtures/account-flows.ts';
import { travellingGuardianFor } from '../../fixtures/accounts.ts';
import { untilApiCallsSettle } from '../../fixtures/api-calls.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../fixtures/env.ts';
import { linkIn, waitForMail } from '../../fixtures/mailbox.ts';
import { mailSubject } from '../../fixtures/mail-subjects.ts';
import { both, t } from '../../fixtures/i18n.ts';
import { enterCodeAsSeededAdmin, signInAsSeededAdmin } from '../../fixtures/two-factor.ts';
import { escapeRegExp } from '../../fixtures/text.ts';
import { expect, test } from '../../fixtures/test.ts';

const userMenuButton = new RegExp(`^${escapeRegExp(t('el', 'common:userMenu.open', { name: '' }).replace('()', ''))}`);

test.describe('[AUTH]: session', () => {
  // Some tests sign in on their own, in two steps (password, then a code), one of them twice.
  test.describe.configure({ timeout: 90_000 });
  test.describe(() => {
    // The refused load is logged (status and code only) before the app leaves for /login.
    test.use({
      expectedConsole: [[/^console\.error: Could not load /, /^response 403 GET \/api\/dashboard$/], { scope: 'test' }],
    });

    test('[AUTH]: a 403 from the API sends the signed-in user to /login', async ({ adminPage }) => {
      await adminPage.route('**/api/dashboard**', (route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'FORBIDDEN', message: 'Forbidden' }),
        }),
      );
      await adminPage.goto('/dashboard');
      await expect(adminPage).toHaveURL(/\/login$/);
      await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(t('el', 'auth:title'));
    });
  });

  // Signs in on its own: logging out ends the session server-side, which must not affect other tests.
  test('[AUTH]: log out ends the session', async ({ page }) => {
    await signInAsSeededAdmin(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The dashboard has finished its calls before the session ends (else one of them is refused).
    await untilApiCallsSettle(page);

    await page.getByRole('button', { name: userMenuButton }).click();
    await page.getByRole('menuitem', { name: both('common:userMenu.logOut') }).click();
    await expect(page).not.toHaveURL(/\/dashboard$/);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    const session = await page.request.get('/api/session');
    expect(await session.json()).toEqual({ user: null });
  });

  // Signs in on its own, like the log-out test: ending the session must not affect other tests. The
  // other tab's loads are refused (401) and logged before it leaves for the sign-in screen.
  test.describe(() => {
    test.use({
      expectedConsole: [[/^console\.error: Could not load /, /^response 401 GET \/api\//], { scope: 'test' }],
    });

    test('[AUTH]: a session ended in another tab leads to sign-in with a notice, then back to the same page', async ({
      context,
    }) => {
      const first = await context.newPage();
      await signInAsSeededAdmin(first);
      await expect(first).toHaveURL(/\/dashboard$/);
      const second = await context.newPage();
      await second.goto('/dashboard');
      await expect(second.getByRole('heading', { level: 1 })).toBeVisible();

      await first.getByRole('button', { name: userMenuButton }).click();
      await first.getByRole('menuitem', { name: both('common:userMenu.logOut') }).click();
      await expect(first).not.toHaveURL(/\/dashboard$/);

      await second
        .getByRole('link', { name: both('common:nav.registrations') })
        .first()
        .click();
      await expect(second).toHaveURL(/\/login$/);
      await expect(second.getByText(t('el', 'auth:notices.sessionEnded'))).toBeVisible();
      await second.getByLabel(both('auth:email')).fill(ADMIN_EMAIL);
      await second.getByLabel(both('auth:password')).fill(ADMIN_PASSWORD);
      await second.getByRole('button', { name: both('auth:submit') }).click();
      await enterCodeAsSeededAdmin(second);
      await expect(second).toHaveURL(/\/admin\/registrations$/);
    });

    test('[AUTH]: a parent whose session ended in another tab is led from My Voyage to sign-in with a notice', async ({
      context,
      adminApi,
    }) => {
      const guardian = await travellingGuardianFor(adminApi, 3);
      const first = await context.newPage();
      await first.goto('/login');
      const since = new Date();
      await requestEmailLink(first, 'el', guardian.email);
      const mail = await waitForMail({ to: guardian.email, subject: mailSubject('magic-link', 'el'), since });
      await first.goto(linkIn(mail, '/api/auth/magic-link/verify'));
      await expectMyVoyage(first, 'el');
      const second = await context.newPage();
      await second.goto('/my-voyage');
      await expectMyVoyage(second, 'el');

      const menu = { name: t('el', 'common:userMenu.open', { name: guardian.name }), exact: true };
      await first.getByRole('button', menu).click();
      await first.getByRole('menuitem', { name: both('common:userMenu.logOut') }).click();
      await expect(first).not.toHaveURL(/\/my-voyage$/);

      await second.getByRole('button', menu).click();
      await second.getByRole('menuitem', { name: t('el', 'common:userMenu.messages'), exact: true }).click();
      await expect(second).toHaveURL(/\/login$/);
      await expect(second.getByText(t('el', 'auth:notices.sessionEnded'))).toBeVisible();
    });
  });
});

import { test as setup, expect } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE_URL } from '../fixtures/env.ts';
import { signInThroughLoginScreen } from '../fixtures/sign-in.ts';
import { enrolOnScreen, saveAdminAuthenticator } from '../fixtures/two-factor.ts';

/**
 * Once per run, before any spec: the seeded admin signs in for the first time, is led to set up an
 * authenticator, and does (the key read off the screen). The key, the recovery codes and the session are
 * kept in the run's folder: every worker's `adminSession` reuses the session, and a spec that signs in
 * on its own computes a code from the key (fixtures/two-factor.ts).
 */
setup('the seeded admin sets up an authenticator at first sign-in', async ({ browser }) => {
  // Three screens, and perhaps a wait for the authenticator's next 30-second step.
  setup.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'el-GR' });
  const page = await context.newPage();
  await signInThroughLoginScreen(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { key, recoveryCodes } = await enrolOnScreen(page, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const { cookies } = await context.storageState();
  saveAdminAuthenticator({ key, recoveryCodes, cookies });
  await context.close();
});

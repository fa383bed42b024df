import type { Page } from 'playwright-core';

/** What the web app shows while data is on its way: skeletons, spinners, progress bars, busy regions. */
const LOADING = '.MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-root, [aria-busy="true"]';
const TIMEOUT_MS = 60_000;

/**
 * Waits until the screen is drawn with its data: its main heading shows one of `headings`, nothing on the
 * page is still loading, and the network has been quiet. "networkidle" alone is not enough on a busy
 * machine: the first chunk can take longer to run than its half second of quiet, leaving a spinner.
 */
export async function waitUntilRendered(page: Page, headings: readonly string[]): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const heading = document.querySelector('h1')?.textContent?.trim() ?? '';
      return expected.includes(heading);
    },
    headings,
    { timeout: TIMEOUT_MS, polling: 'raf' },
  );
  const isSettled = () =>
    page.waitForFunction((selector) => document.querySelector(selector) === null, LOADING, {
      timeout: TIMEOUT_MS,
      polling: 'raf',
    });
  await isSettled();
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
  // A call answered during the quiet half second may have put a part back to loading.
  await isSettled();
}

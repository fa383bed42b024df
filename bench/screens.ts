// The staff's and families' slow screens in Chromium, each timed to the moment it is usable: its rows or
// cards drawn with nothing loading (no skeleton, spinner or busy region) in view. One warm browser per
// checkout; every visit is made on each checkout in turn, so a busy machine slows both alike.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DESKTOP } from './lib/chromium.ts';
import { REPO_ROOT } from './lib/product.ts';
import { browserCookies, CSRF_HEADER } from './lib/sign-in.ts';
import type { ScreensServerInfo } from './servers/screens-server.ts';

export const SCREENS = [
  'documents',
  'registrations',
  'dashboard',
  'my-voyage',
  'rooming auto-fill',
  'bulk approval',
] as const;
export type Screen = (typeof SCREENS)[number];

/** The phone My Voyage is timed on (the e2e's). */
const PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const TIMEOUT_MS = 60_000;

/** A key of a locale file in both languages, as the screen shows it. */
function texts(file: string, path: string): string[] {
  return ['el', 'en'].map((language) => {
    const json = JSON.parse(readFileSync(join(REPO_ROOT, 'apps/web/src/locales', language, file), 'utf8')) as object;
    return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], json) as string;
  });
}

type Ready = { rows: boolean; headings: number; text: string[] };

/**
 * In the page: `performance.now()` once the screen is usable, else false. Usable: the main region has
 * `headings` headings and, with `rows`, a list row drawn; with `text`, one of those texts shown; and
 * nothing in view is a skeleton, a progress bar or a busy region.
 */
function usable({ rows, headings, text }: Ready): number | false {
  const main = document.querySelector('main');
  if (!main || main.querySelectorAll('h1, h2').length < headings) return false;
  if (rows && main.querySelectorAll('[role="row"][data-rowindex], [data-list-card]').length === 0) return false;
  if (text.length > 0 && !text.some((one) => main.textContent?.includes(one))) return false;
  // No helper function in here: the page gets this function's text, without the bundler's helpers.
  for (const element of document.querySelectorAll('.MuiSkeleton-root, [role="progressbar"], [aria-busy="true"]')) {
    const box = element.getBoundingClientRect();
    if (box.bottom > 0 && box.top < window.innerHeight && box.width > 0) return false;
  }
  return performance.now();
}

async function timeTo(page: Page, ready: Ready, from: number): Promise<number> {
  const shown = await page.waitForFunction(usable, ready, { polling: 'raf', timeout: TIMEOUT_MS });
  return ((await shown.jsonValue()) as number) - from;
}

/** One visit of a screen: milliseconds from the navigation (or the click) to usable. */
async function visitOnce(screen: Screen, page: Page, server: ScreensServerInfo): Promise<number> {
  const { baseUrl } = server;
  switch (screen) {
    case 'documents':
    case 'registrations':
      await page.goto(`${baseUrl}/admin/${screen}`, { waitUntil: 'commit' });
      return timeTo(page, { rows: true, headings: 1, text: [] }, 0);
    case 'dashboard':
      await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' });
      return timeTo(page, { rows: false, headings: 2, text: [] }, 0);
    case 'my-voyage':
      await page.goto(`${baseUrl}/my-voyage`, { waitUntil: 'commit' });
      return timeTo(page, { rows: false, headings: 2, text: [] }, 0);
    case 'rooming auto-fill': {
      await fetch(`${server.controlUrl}/rooming`, { method: 'POST' });
      await page.goto(`${baseUrl}/admin/departure/${server.tripId}/${server.departureId}/rooming`, {
        waitUntil: 'commit',
      });
      await timeTo(page, { rows: false, headings: 1, text: texts('rooming.json', 'autoFill.button') }, 0);
      const button = page.getByRole('button', { name: new RegExp(texts('rooming.json', 'autoFill.button').join('|')) });
      const from = await page.evaluate(() => performance.now());
      await button.click();
      return timeTo(page, { rows: false, headings: 1, text: texts('rooming.json', 'autoFill.done') }, from);
    }
    case 'bulk approval': {
      await fetch(`${server.controlUrl}/pending`, { method: 'POST' });
      const csrf = /csrftoken=([^;]+)/.exec(server.adminCookie)?.[1] ?? '';
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/admin/travellers/approve`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: baseUrl,
          cookie: server.adminCookie,
          [CSRF_HEADER]: csrf,
        },
        body: JSON.stringify({ ids: server.pendingIds }),
      });
      const reply = (await response.json()) as { results?: { ok: boolean; code?: string }[] };
      const ms = performance.now() - started;
      const approved = reply.results?.filter((result) => result.ok).length ?? 0;
      if (approved !== server.pendingIds.length)
        throw new Error(
          `bulk approval approved ${approved} of ${server.pendingIds.length}: ${JSON.stringify(reply).slice(0, 300)}`,
        );
      return ms;
    }
  }
}

/**
 * With BENCH_SCREENS_WATERFALL: what a visit asked of the server besides the cached code, each as
 * "start+duration path" in ms from when watching began, to see which call a screen waits for.
 */
function watchRequests(page: Page): () => string {
  const began = Date.now();
  const seen: string[] = [];
  const onFinished = (request: Request) => {
    const { startTime, responseEnd } = request.timing();
    const path = request.url().replace(/^https?:\/\/[^/]+/, '');
    if (process.env.BENCH_SCREENS_WATERFALL === 'all' || !path.startsWith('/assets/'))
      seen.push(`${Math.round(startTime - began)}+${Math.round(responseEnd)} ${path}`);
  };
  page.on('requestfinished', onFinished);
  return () => {
    page.off('requestfinished', onFinished);
    return `\n  ${seen.join('\n  ')}`;
  };
}

export type Checkout = { server: ScreensServerInfo; staff: Page; family: Page };

export async function openCheckout(browser: Browser, server: ScreensServerInfo): Promise<Checkout> {
  const staffContext = await browser.newContext({ ...DESKTOP, locale: 'en-US' });
  await staffContext.addCookies(browserCookies(server.baseUrl, server.adminCookie));
  const familyContext = await browser.newContext({ ...PHONE, locale: 'en-US' });
  await familyContext.addCookies(browserCookies(server.baseUrl, server.familyCookie));
  return { server, staff: await staffContext.newPage(), family: await familyContext.newPage() };
}

export const launchBrowser = () =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });

/**
 * Every screen on every checkout: one discarded visit each, then `visits` rounds, each visiting every
 * checkout in turn. Answers the times per screen and checkout, in milliseconds, in visit order.
 */
export async function measureScreens(
  checkouts: readonly Checkout[],
  visits: number,
  log: (message: string) => void = () => {},
): Promise<Map<Screen, number[][]>> {
  const times = new Map<Screen, number[][]>();
  const only = process.env.BENCH_SCREENS_ONLY?.split(',').map((name) => name.trim());
  for (const screen of SCREENS.filter((name) => !only || only.includes(name))) {
    const perCheckout: number[][] = checkouts.map(() => []);
    for (let visit = 0; visit <= visits; visit += 1) {
      for (const [index, checkout] of checkouts.entries()) {
        const page = screen === 'my-voyage' ? checkout.family : checkout.staff;
        const stopWatching = process.env.BENCH_SCREENS_WATERFALL && visit === visits ? watchRequests(page) : null;
        const ms = await visitOnce(screen, page, checkout.server);
        if (stopWatching) log(`${screen}, ${Math.round(ms)} ms: ${stopWatching()}`);
        if (visit > 0) perCheckout[index]!.push(ms);
      }
    }
    times.set(screen, perCheckout);
    log(`${screen}: ${perCheckout.map((checkout) => checkout.map(Math.round).join(' ')).join(' | ')}`);
  }
  return times;
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

// A parent's first screens on a phone: `/login`, `/register` and My Voyage (signed in as a family whose child is
// approved). For each, the JavaScript the browser downloads until the screen is drawn (bytes on the wire and
// files), then Lighthouse mobile on the page and on a static copy of it (its drawn HTML without scripts), five
// runs each in turn, medians. Run: `cd bench && npx tsx parent-screens.ts` on a built product
// (bench/README.md, "A parent's first screens").
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { spawnReady, type Child } from './lib/child.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { drawnCopy } from './lib/drawn-copy.ts';
import { lighthouseMobile, medianOf, type MobileFigures } from './lib/lighthouse-mobile.ts';
import { browserCookies } from './lib/sign-in.ts';
import { isTimeout } from './lib/timeout.ts';
import { watchScripts, type ScriptOnWire } from './lib/script-on-wire.ts';
import { benchTool } from './lib/tools.ts';
import type { ScreensServerInfo } from './servers/screens-server.ts';

type Screen = { path: string; signedIn: boolean };
const SCREENS: Screen[] = [
  { path: '/login', signedIn: false },
  { path: '/register', signedIn: false },
  { path: '/my-voyage', signedIn: true },
];

/** The phone of the goal: 360 px wide, a dense screen, touch. */
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const TIMEOUT_MS = 60_000;
const LOADING = '.MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-root, [aria-busy="true"]';

export type ParentScreenFigures = {
  path: string;
  script: ScriptOnWire;
  page: MobileFigures;
  staticCopy: MobileFigures;
};

type Drawn = { script: ScriptOnWire; copy: string };

/** Loads the screen in a fresh phone context (nothing cached) until drawn: h1 visible, nothing loading, network quiet. */
async function drawOnPhone(browser: Browser, baseUrl: string, screen: Screen, cookie: string): Promise<Drawn> {
  const context = await browser.newContext({ ...PHONE, locale: 'el-GR' });
  try {
    if (screen.signedIn) await context.addCookies(browserCookies(baseUrl, cookie));
    const page = await context.newPage();
    const scripts = await watchScripts(page);
    await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'commit' });
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    const settled = () =>
      page.waitForFunction((selector) => document.querySelector(selector) === null, LOADING, { timeout: TIMEOUT_MS });
    await settled();
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
    await settled();
    return { script: scripts(), copy: await drawnCopy(page) };
  } finally {
    await context.close();
  }
}

async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isTimeout(error)) throw error;
    return run();
  }
}

async function serveCopy(workDir: string, name: string, html: string): Promise<Child<{ url: string }>> {
  const file = join(workDir, `${name}.html`);
  writeFileSync(file, html);
  return spawnReady<{ url: string }>(join(import.meta.dirname, 'servers/bare-server.ts'), {
    BENCH_BODY_FILE: file,
    BENCH_CONTENT_TYPE: 'text/html; charset=utf-8',
  });
}

export async function measureParentScreens(server: ScreensServerInfo): Promise<ParentScreenFigures[]> {
  const workDir = mkdtempSync(join(tmpdir(), 'voyage-parent-screens-'));
  const stoppers: (() => unknown)[] = [];
  try {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
    });
    stoppers.push(() => browser.close());
    const drawn = new Map<string, Drawn>();
    for (const screen of SCREENS)
      drawn.set(screen.path, await drawOnPhone(browser, server.baseUrl, screen, server.familyCookie));
    await browser.close();
    stoppers.pop();

    const copies = new Map<string, string>();
    for (const screen of SCREENS) {
      const bare = await serveCopy(workDir, screen.path.slice(1), drawn.get(screen.path)!.copy);
      stoppers.push(() => bare.stop());
      copies.set(screen.path, bare.info.url);
    }
    const chromeLauncher = await benchTool('chrome-launcher');
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    stoppers.push(() => chrome.kill());
    const figures: ParentScreenFigures[] = [];
    for (const screen of SCREENS) {
      const cookie = screen.signedIn ? server.familyCookie : undefined;
      const pageRuns: MobileFigures[] = [];
      const copyRuns: MobileFigures[] = [];
      // The page and its copy take turns, so both meet the same warm browser and the same moments of load.
      for (let run = 0; run < RUNS; run += 1) {
        pageRuns.push(await withRetry(() => lighthouseMobile(`${server.baseUrl}${screen.path}`, chrome.port, cookie)));
        copyRuns.push(await withRetry(() => lighthouseMobile(copies.get(screen.path)!, chrome.port)));
      }
      figures.push({
        path: screen.path,
        script: drawn.get(screen.path)!.script,
        page: medianOf(pageRuns),
        staticCopy: medianOf(copyRuns),
      });
    }
    return figures;
  } finally {
    for (const stop of stoppers.reverse()) await stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function print(figures: ParentScreenFigures[]): void {
  console.log('screen      | JS on wire kB | files | LH score | LCP ms | static LCP ms | LCP ratio | static score');
  for (const { path, script, page, staticCopy } of figures) {
    console.log(
      [
        path.padEnd(11),
        kb(script.bytes).padStart(13),
        String(script.files).padStart(5),
        page.score.toFixed(0).padStart(8),
        page.lcpMs.toFixed(0).padStart(6),
        staticCopy.lcpMs.toFixed(0).padStart(13),
        (page.lcpMs / staticCopy.lcpMs).toFixed(2).padStart(9),
        staticCopy.score.toFixed(0).padStart(12),
      ].join(' | '),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await spawnReady<ScreensServerInfo>(join(import.meta.dirname, 'servers/screens-server.ts'), {
    BENCH_SCREENS_TRAVELLERS: process.env.BENCH_SCREENS_TRAVELLERS ?? '60',
  });
  try {
    const figures = await measureParentScreens(server.info);
    print(figures);
    const resultsDir = join(import.meta.dirname, 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'parent-screens.json'), `${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    await server.stop();
  }
}

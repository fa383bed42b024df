// Lighthouse (mobile, its default emulation and throttling) on the landing page and on a static
// page with the same text, five times each in turn: each figure is the median of its five runs, so one
// slow run on a shared machine does not decide it. The ratio shows what the product costs over plain HTML.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnReady } from './lib/child.ts';
import type { LocalizedText } from '@voyage/domain';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { renderedText, staticPage } from './lib/static-page.ts';
import { lighthouseMobile, medianOf, type MobileFigures } from './lib/lighthouse-mobile.ts';
import { benchTool } from './lib/tools.ts';

export type LighthouseFigures = MobileFigures & { page: string };

/** Runs per page; each figure is the median of these. */
export const LIGHTHOUSE_RUNS = 5;

export async function measureLanding(
  baseUrl: string,
): Promise<{ landing: LighthouseFigures; baseline: LighthouseFigures }> {
  // The landing page is drawn once its heading is the active trip's title, in either language.
  const active = (await (await fetch(`${baseUrl}/api/trip/active`)).json()) as { title: LocalizedText };
  const rendered = await renderedText(`${baseUrl}/`, [active.title.el, active.title.en]);
  const workDir = mkdtempSync(join(tmpdir(), 'voyage-bench-static-'));
  const stoppers: (() => unknown)[] = [];
  try {
    const htmlFile = join(workDir, 'landing.html');
    writeFileSync(htmlFile, staticPage(rendered));
    const bare = await spawnReady<{ url: string }>(join(import.meta.dirname, 'servers/bare-server.ts'), {
      BENCH_BODY_FILE: htmlFile,
      BENCH_CONTENT_TYPE: 'text/html; charset=utf-8',
    });
    stoppers.push(() => bare.stop());
    const chromeLauncher = await benchTool('chrome-launcher');
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    stoppers.push(() => chrome.kill());
    // The pages take turns, so both meet the same warm browser and the same moments of the machine's load.
    const landingRuns: MobileFigures[] = [];
    const baselineRuns: MobileFigures[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      landingRuns.push(await lighthouseMobile(`${baseUrl}/`, chrome.port, undefined, true));
      baselineRuns.push(await lighthouseMobile(bare.info.url, chrome.port, undefined, true));
    }
    return {
      landing: { page: 'landing /', ...medianOf(landingRuns) },
      baseline: { page: 'static baseline', ...medianOf(baselineRuns) },
    };
  } finally {
    for (const stop of stoppers.reverse()) await stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

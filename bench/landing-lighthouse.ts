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
import { TimeoutError } from './lib/timeout.ts';
import { benchTool } from './lib/tools.ts';

export type LighthouseFigures = {
  page: string;
  score: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  jsKb: number;
};

type ResourceItem = { resourceType: string; transferSize: number };

/**
 * Lighthouse's ways of saying the page did not load or paint in its time, and that its own trace of the load went
 * wrong ("Please run Lighthouse again"): the benchmark is run once more for these, as for a timeout.
 */
const RUN_AGAIN = new Set(['PROTOCOL_TIMEOUT', 'PAGE_HUNG', 'NO_FCP', 'NO_LCP', 'NO_NAVSTART', 'NO_TRACING_STARTED']);

async function audit(url: string, page: string, port: number): Promise<LighthouseFigures> {
  const { default: lighthouse } = await benchTool('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    const message = `Lighthouse on ${url}: ${lhr.runtimeError.message}`;
    throw RUN_AGAIN.has(lhr.runtimeError.code) ? new TimeoutError(message) : new Error(message);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (lhr.audits['resource-summary']?.details as { items?: ResourceItem[] } | undefined)?.items ?? [];
  const script = items.find((item) => item.resourceType === 'script');
  return {
    page,
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    accessibility: (lhr.categories.accessibility?.score ?? Number.NaN) * 100,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    jsKb: (script?.transferSize ?? 0) / 1024,
  };
}

/** Runs per page; each figure is the median of these. */
export const LIGHTHOUSE_RUNS = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function medianFigures(page: string, runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: Exclude<keyof LighthouseFigures, 'page'>) => median(runs.map((run) => run[key]));
  return {
    page,
    score: of('score'),
    accessibility: of('accessibility'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    jsKb: of('jsKb'),
  };
}

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
    const landingRuns: LighthouseFigures[] = [];
    const baselineRuns: LighthouseFigures[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      landingRuns.push(await audit(`${baseUrl}/`, 'landing /', chrome.port));
      baselineRuns.push(await audit(bare.info.url, 'static baseline', chrome.port));
    }
    return {
      landing: medianFigures('landing /', landingRuns),
      baseline: medianFigures('static baseline', baselineRuns),
    };
  } finally {
    for (const stop of stoppers.reverse()) await stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

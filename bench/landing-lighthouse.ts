// Lighthouse (mobile, its default emulation and throttling) on the landing page and on a static
// page with the same text: the ratio shows what the SPA costs over plain HTML.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawnReady } from './lib/child.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { renderedText, staticPage } from './lib/static-page.ts';

export type LighthouseFigures = {
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  jsKb: number;
};

type ResourceItem = { resourceType: string; transferSize: number };

async function audit(url: string, page: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (lhr.audits['resource-summary']?.details as { items?: ResourceItem[] } | undefined)?.items ?? [];
  const script = items.find((item) => item.resourceType === 'script');
  return {
    page,
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    jsKb: (script?.transferSize ?? 0) / 1024,
  };
}

export async function measureLanding(
  baseUrl: string,
): Promise<{ landing: LighthouseFigures; baseline: LighthouseFigures }> {
  const workDir = mkdtempSync(join(tmpdir(), 'voyage-bench-static-'));
  const htmlFile = join(workDir, 'landing.html');
  writeFileSync(htmlFile, staticPage(await renderedText(`${baseUrl}/`)));
  const bare = await spawnReady<{ url: string }>(join(import.meta.dirname, 'servers/bare-server.ts'), {
    BENCH_BODY_FILE: htmlFile,
    BENCH_CONTENT_TYPE: 'text/html; charset=utf-8',
  });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    // The order is fixed so both pages meet the same warm browser.
    const landing = await audit(`${baseUrl}/`, 'landing /', chrome.port);
    const baseline = await audit(bare.info.url, 'static baseline', chrome.port);
    return { landing, baseline };
  } finally {
    chrome.kill();
    await bare.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

// Initial JavaScript of the landing page and of the admin area, as the browser loads it, gzipped.
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { browserCookies, signInAdmin } from './lib/sign-in.ts';

export type BundleSize = { page: string; scripts: number; rawKb: number; gzipKb: number };

async function measure(context: BrowserContext, url: string, label: string): Promise<BundleSize> {
  const page = await context.newPage();
  const pending: Promise<Buffer | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().catch(() => undefined));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // On a busy machine the first chunk can take longer to run than networkidle's half second of quiet:
  // the figure is of the screen drawn (its heading shown), and of what it loaded by then.
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const bodies = (await Promise.all(pending)).filter((body): body is Buffer => body !== undefined);
  await page.close();
  const raw = bodies.reduce((sum, body) => sum + body.length, 0);
  const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { page: label, scripts: bodies.length, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

export async function measureBundleSize(baseUrl: string): Promise<BundleSize[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    // A fresh context per page: nothing cached from the other measurement.
    const visitor = await browser.newContext();
    const landing = await measure(visitor, `${baseUrl}/`, 'landing /');
    await visitor.close();

    const admin = await browser.newContext();
    await admin.addCookies(browserCookies(baseUrl, await signInAdmin(baseUrl)));
    const dashboard = await measure(admin, `${baseUrl}/dashboard`, 'admin /dashboard');
    await admin.close();
    return [landing, dashboard];
  } finally {
    await browser.close();
  }
}

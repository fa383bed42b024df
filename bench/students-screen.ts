// The trip's students in the browser: the dashboard's Travellers table (`GET /api/students`, its first page
// of 25 by name, the call the students benchmark loads), on the bench's desktop, signed in as the admin with
// a second factor. The figure is the time from the navigation's start until the table shows its first
// page, for an admin who goes straight to it (the table loads as it is scrolled to, so the page is kept
// scrolled to its heading). The median of several visits in one warm browser, after one discarded.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DESKTOP } from './lib/chromium.ts';
import { REPO_ROOT } from './lib/product.ts';
import { browserCookies } from './lib/sign-in.ts';

export type StudentsScreenFigures = { medianMs: number; visits: number; rows: number };

const VISITS = 5;
const TIMEOUT_MS = 60_000;

/** The Travellers section's heading in both languages, as the screen shows it. */
function sectionTitles(): string[] {
  return ['el', 'en'].map((language) => {
    const file = join(REPO_ROOT, 'apps/web/src/locales', language, 'admin.json');
    const texts = JSON.parse(readFileSync(file, 'utf8')) as { dashboard: { sections: { students: string } } };
    return texts.dashboard.sections.students;
  });
}

/** Milliseconds from the navigation's start to `rows` rows drawn in the Travellers table, nothing loading. */
function firstPageShown({ titles, rows }: { titles: string[]; rows: number }): number | false {
  const heading = [...document.querySelectorAll('h2')].find((h2) => titles.includes(h2.textContent?.trim() ?? ''));
  if (!heading) return false;
  const grid = heading.closest('section')?.querySelector('[role="grid"]');
  const isBusy = grid?.closest('[aria-busy]')?.getAttribute('aria-busy') === 'true';
  const drawn = grid?.querySelectorAll('[role="row"][data-rowindex]').length ?? 0;
  if (grid && !isBusy && drawn >= rows) return performance.now();
  // Whatever loads above it pushes it down again: the admin keeps it in view.
  heading.scrollIntoView({ block: 'start' });
  return false;
}

export async function measureStudentsScreen({
  baseUrl,
  cookie,
  rows,
}: {
  baseUrl: string;
  cookie: string;
  /** The first page's rows: 25, or every student of a smaller trip. */
  rows: number;
}): Promise<StudentsScreenFigures> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext({ ...DESKTOP });
    await context.addCookies(browserCookies(baseUrl, cookie));
    const page = await context.newPage();
    const titles = sectionTitles();
    const times: number[] = [];
    for (let visit = 0; visit <= VISITS; visit += 1) {
      await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' });
      const shown = await page.waitForFunction(
        firstPageShown,
        { titles, rows },
        { polling: 'raf', timeout: TIMEOUT_MS },
      );
      const ms = (await shown.jsonValue()) as number;
      if (visit > 0) times.push(ms);
    }
    times.sort((a, b) => a - b);
    return { medianMs: times[Math.floor(times.length / 2)]!, visits: times.length, rows };
  } finally {
    await browser.close();
  }
}

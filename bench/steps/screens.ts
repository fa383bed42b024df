// The slow screens in the browser (bench/screens.ts), on this checkout and, with BENCH_SCREENS_BASE, on another
// one (a worktree of main, its web app built) side by side: its figure is the row's baseline.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BenchRun, count } from '../lib/bench-run.ts';
import { spawnReady, type Child } from '../lib/child.ts';
import { REPO_ROOT } from '../lib/product.ts';
import { ratio } from '../lib/table.ts';
import { launchBrowser, measureScreens, median, openCheckout, type Screen } from '../screens.ts';
import type { ScreensServerInfo } from '../servers/screens-server.ts';

const VISITS = Number(process.env.BENCH_SCREENS_VISITS ?? 5);
const FROM: Partial<Record<Screen, string>> = { 'rooming auto-fill': 'click', 'bulk approval': 'request' };
const TRAVELLERS = Number(process.env.BENCH_SCREENS_TRAVELLERS ?? 300);

export async function runScreens(run: BenchRun): Promise<void> {
  const base = process.env.BENCH_SCREENS_BASE;
  const roots = base ? [REPO_ROOT, base] : [REPO_ROOT];
  await run.step(
    'screens',
    `the slow screens in Chromium (${count(TRAVELLERS)} travellers per trip, PGlite${base ? `, against ${base}` : ''})`,
    async () => {
      const servers: Child<ScreensServerInfo>[] = [];
      const browser = await launchBrowser();
      try {
        for (const root of roots) {
          servers.push(
            await spawnReady<ScreensServerInfo>(join(import.meta.dirname, '../servers/screens-server.ts'), {
              BENCH_WORK_DIR: mkdtempSync(join(tmpdir(), 'voyage-bench-screens-')),
              BENCH_PRODUCT_ROOT: root,
              BENCH_SCREENS_TRAVELLERS: String(TRAVELLERS),
            }),
          );
        }
        const checkouts = await Promise.all(servers.map((server) => openCheckout(browser, server.info)));
        const times = await measureScreens(checkouts, VISITS, (message) => run.log(message));
        for (const [screen, [voyage, baseline]] of times) {
          const mine = median(voyage!);
          const theirs = baseline ? median(baseline) : Number.NaN;
          run.rows.push({
            benchmark: `${screen} usable (${count(TRAVELLERS)} travellers${screen === 'my-voyage' ? ', 360 px phone' : ''})`,
            backend: 'PGlite',
            measure: `ms from ${FROM[screen] ?? 'navigation'}, median of ${VISITS}`,
            voyage: mine,
            baseline: baseline ? theirs : '',
            ratio: baseline ? ratio(mine, theirs) : '',
          });
        }
      } finally {
        await browser.close();
        await Promise.all(servers.map((server) => server.stop()));
      }
    },
  );
}

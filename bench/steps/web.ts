// The web app's own figures: the database answers one small call for them, so they are taken on PGlite alone.
import { measureBundleSize, type BundleSize } from '../bundle-size.ts';
import { LIGHTHOUSE_RUNS, measureLanding } from '../landing-lighthouse.ts';
import { PGLITE } from '../lib/backend.ts';
import type { BenchRun } from '../lib/bench-run.ts';
import { startProduct } from '../lib/product.ts';
import { formatNumber, ratio } from '../lib/table.ts';

export async function runWeb(run: BenchRun) {
  if (!run.isWanted('landing') && !run.isWanted('bundle')) return;
  run.log('starting the product (API serving the built web app) on a fresh data directory');
  const product = await startProduct();
  try {
    await run.step('landing', 'Lighthouse mobile: landing page vs static page of the same text', async () => {
      const { landing, baseline } = await measureLanding(product.baseUrl);
      const label = `Lighthouse mobile /, median of ${LIGHTHOUSE_RUNS}`;
      const measures = [
        ['performance score', 'score'],
        ['accessibility score', 'accessibility'],
        ['FCP ms', 'fcpMs'],
        ['LCP ms', 'lcpMs'],
        ['TBT ms', 'tbtMs'],
        ['JS transferred kB', 'jsKb'],
      ] as const;
      for (const [measure, key] of measures) {
        run.rows.push({
          benchmark: label,
          backend: PGLITE.name,
          measure,
          voyage: landing[key],
          baseline: baseline[key],
          ratio: ratio(landing[key], baseline[key]),
        });
      }
    });

    await run.step('bundle', 'initial JavaScript of the landing page and the admin area', async () => {
      const bundleSizes: BundleSize[] = await measureBundleSize(product.baseUrl);
      for (const size of bundleSizes) {
        run.rows.push({
          benchmark: `initial JS ${size.page}`,
          backend: PGLITE.name,
          measure: `gzip kB (${size.scripts} files, ${formatNumber(size.rawKb)} kB raw)`,
          voyage: size.gzipKb,
          baseline: '',
          ratio: '',
        });
      }
    });
  } finally {
    await product.stop();
  }
}

// The same-work baselines' table: each staff list, the dashboard's calls and the students export against a
// bare route replaying the product's statements, at 10 and 1 connections (same-work.ts).
import { type BenchRun, type BenchSettings, count } from '../lib/bench-run.ts';
import { measureSameWork, sameWorkRows, sameWorkSettings } from '../same-work.ts';

export async function runSameWork(run: BenchRun, { backends, seconds, warmUpSeconds }: BenchSettings) {
  const settings = { ...sameWorkSettings(), seconds, warmUpSeconds };
  for (const backend of backends) {
    await run.step(
      'same-work',
      `same-work baselines (${count(settings.travellers)} travellers, ${backend.name}), ${settings.pairs} pairs of ${seconds}s at 10 and 1 connections`,
      async () => {
        const figures = await measureSameWork(backend, settings, (message) => run.log(message));
        run.sameWorkRows.push(...sameWorkRows(figures));
        run.failures.push(...figures.failures);
      },
    );
  }
}

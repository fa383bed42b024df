// `npm run bench`: every benchmark once, then one table of figures and ratios and one of growth.
// Ratios against a bare baseline on the same machine; the growth table prints its targets beside the figures.
// Groups: `npm run bench -- growth students` (or BENCH_ONLY=growth,students) runs those only; see
// bench/README.md for the groups and the environment (BENCH_DATABASE_URL adds the PostgreSQL rows).
// Each group's benchmarks are in `steps/`; the run's bookkeeping in `lib/bench-run.ts`, its tables in `lib/report.ts`.
import { benchBackends } from './lib/backend.ts';
import { BenchRun, GROUPS, type BenchSettings, type Group } from './lib/bench-run.ts';
import { report } from './lib/report.ts';
import { growthSizes, tripTravellers } from './lib/sizes.ts';
import { runPayments, runRegistration, runStudents } from './steps/api-load.ts';
import { runGrowth } from './steps/growth.ts';
import { runOperations, runRooming } from './steps/operations.ts';
import { runSameWork } from './steps/same-work.ts';
import { runScreens } from './steps/screens.ts';
import { runWeb } from './steps/web.ts';

const chosen = [...process.argv.slice(2), ...(process.env.BENCH_ONLY?.split(',') ?? [])]
  .map((group) => group.trim())
  .filter(Boolean);
const unknownGroups = chosen.filter((group) => !(GROUPS as readonly string[]).includes(group));
if (unknownGroups.length > 0) {
  console.error(`unknown group ${unknownGroups.join(', ')} (groups: ${GROUPS.join(', ')})`);
  process.exit(2);
}

const settings: BenchSettings = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmUpSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
  backends: benchBackends(),
  travellers: tripTravellers(),
  sizes: growthSizes(),
};
const run = new BenchRun(chosen.length > 0 ? (chosen as Group[]) : undefined);

await runStudents(run, settings);
await runPayments(run, settings);
await runRegistration(run, settings);
await runRooming(run, settings);
await runOperations(run, settings);
await runGrowth(run, settings);
await runSameWork(run, settings);
await runWeb(run);
await runScreens(run);

report(run, settings);
run.log('done');

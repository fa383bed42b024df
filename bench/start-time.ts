// `cd bench && npx tsx start-time.ts`: how long the product takes to start, as `npm start` starts it once
// built (`npm run start -w @voyage/api`): a first start with the demo seed on an empty data directory, then
// a restart on the data that start left. Three of each; see bench/README.md (Start-up time).
// BENCH_START_BASE=<another checkout> times that one too, each start taken in turn with this checkout's, so
// a busy machine slows both alike; BENCH_START_RUNS changes the count.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { ADMIN, freePort, REPO_ROOT } from './lib/product.ts';

const BANNER = 'Voyage is running at';
const START_TIMEOUT_MS = 120_000;

type Timing = { answeredMs: number; bannerMs: number; cpuMs: number };

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The processor time spent so far by the processes of group `groupId` (npm, its shell and the server), in ms:
 * on a shared machine the wall-clock time depends on the others' load, the processor time much less.
 */
function groupCpuMs(groupId: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fields after the command's name (which may hold spaces), from the process's state on.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
      if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return (ticks / CLOCK_TICKS_PER_SECOND) * 1000;
}

/** Stops the whole process group (npm and the server it runs) and waits for the server to end. */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    process.kill(-child.pid!, 'SIGTERM');
  });
}

/** Starts the product on `dataDir`, times its first 200 and its banner, then stops it. */
async function timeStart(base: string, dataDir: string): Promise<Timing> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn('npm', ['run', 'start', '-w', '@voyage/api'], {
    cwd: base,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const banner = new Promise<number>((done) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith(BANNER)) done(performance.now() - began);
    });
  });
  try {
    let answeredMs: number | undefined;
    let cpuMs = 0;
    while (answeredMs === undefined) {
      if (child.exitCode !== null) throw new Error('the product exited during start-up');
      if (performance.now() - began > START_TIMEOUT_MS) throw new Error('the product did not answer in time');
      const answer = await fetch(`${baseUrl}/api/trip/all`).catch(() => undefined);
      if (answer?.ok) {
        answeredMs = performance.now() - began;
        cpuMs = groupCpuMs(child.pid!);
      } else await new Promise((wait) => setTimeout(wait, 25));
    }
    return { answeredMs, bannerMs: await banner, cpuMs };
  } finally {
    await stopGroup(child);
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

const bases = [REPO_ROOT, ...(process.env.BENCH_START_BASE ? [process.env.BENCH_START_BASE] : [])].map((base) =>
  resolve(base),
);
const runs = Number(process.env.BENCH_START_RUNS ?? 3);
const rows: { base: string; run: number; kind: string; timing: Timing }[] = [];
for (let run = 1; run <= runs; run += 1) {
  const dataDirs = bases.map(() => mkdtempSync(join(tmpdir(), 'voyage-start-')));
  try {
    for (const kind of ['first start (demo seed)', 'restart on its data']) {
      for (const [index, base] of bases.entries()) {
        rows.push({ base, run, kind, timing: await timeStart(base, dataDirs[index]!) });
      }
    }
  } finally {
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log('seconds from the command to the first 200, to the banner, and the processor time to the first 200');
console.log('checkout'.padEnd(28), 'run  kind                      first 200  banner  processor');
for (const { base, run, kind, timing } of rows) {
  console.log(
    base.slice(-28).padEnd(28),
    `${String(run).padEnd(4)} ${kind.padEnd(25)} ${seconds(timing.answeredMs).padStart(9)}  ${seconds(timing.bannerMs).padStart(6)}  ${seconds(timing.cpuMs).padStart(9)}`,
  );
}

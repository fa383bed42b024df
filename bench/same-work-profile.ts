// The product's CPU profile under the same-work load (BENCH_SAME_WORK_PROFILE=<dir>): the same-work product
// server run under `node --cpu-prof`, the first endpoint BENCH_SAME_WORK_ONLY names (the students list when unset) under load at 10 connections, then the ten functions
// with the most self time while the load ran. The server imports apps/api/src through tsx, not the bundle
// `npm start` runs (docs/decisions/028-api-bundled-for-start.md): the names and places are the sources'.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { backendEnv, type Backend } from './lib/backend.ts';
import { spawnReady } from './lib/child.ts';
import { profileClockMicros, topSelfTime } from './lib/cpu-profile-top.ts';
import { measureLoad } from './lib/load.ts';
import type { SameWorkApiInfo, SameWorkEndpoint } from './lib/same-work-endpoint.ts';
import { isChosen, type SameWorkSettings } from './lib/same-work-figures.ts';
import { formatNumber, renderTable } from './lib/table.ts';

type ProfileSettings = Pick<SameWorkSettings, 'seconds' | 'warmUpSeconds' | 'travellers' | 'only'>;

const CONNECTIONS = 10;

/** The profile of the product's main thread (thread 0; tsx's loader thread writes its own), written on exit. */
function mainThreadProfile(dir: string, pid: number, since: number): string {
  const written = readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile') && name.includes(`.${pid}.0.`))
    .map((name) => ({ file: join(dir, name), at: statSync(join(dir, name)).mtimeMs }))
    .filter(({ at }) => at >= since)
    .sort((a, b) => b.at - a.at);
  if (!written[0]) throw new Error(`no .cpuprofile written in ${dir}`);
  return written[0].file;
}

export async function profileSameWork(backend: Backend, profileDir: string, settings: ProfileSettings) {
  const dir = resolve(profileDir);
  mkdirSync(dir, { recursive: true });
  const workDir = mkdtempSync(join(tmpdir(), 'voyage-bench-same-work-profile-'));
  const started = Date.now();
  let window: { fromMicros: number; toMicros: number } | undefined;
  let pid: number | undefined;
  try {
    const api = await spawnReady<SameWorkApiInfo>(
      join(import.meta.dirname, 'servers/same-work-api-server.ts'),
      { BENCH_WORK_DIR: workDir, BENCH_SAME_WORK_TRAVELLERS: String(settings.travellers), ...backendEnv(backend) },
      180_000 + settings.travellers * 60,
      () => {},
      ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    );
    pid = api.info.pid;
    try {
      const endpoints = JSON.parse(readFileSync(api.info.endpointsFile, 'utf8')) as SameWorkEndpoint[];
      const profiled = endpoints.find((endpoint) => isChosen(settings, endpoint.name));
      if (!profiled) throw new Error(`no endpoint named by BENCH_SAME_WORK_ONLY (${settings.only.join(', ')})`);
      const fromMicros = profileClockMicros();
      const load = await measureLoad({
        url: `${api.info.baseUrl}${profiled.path}`,
        headers: { cookie: api.info.cookie, 'accept-encoding': 'identity' },
        connections: CONNECTIONS,
        seconds: settings.seconds,
        warmUpSeconds: settings.warmUpSeconds,
      });
      window = { fromMicros, toMicros: profileClockMicros() };
      console.log(
        `\n${profiled.name} on ${backend.name} under --cpu-prof, ${CONNECTIONS} connections: ` +
          `${formatNumber(load.requestsPerSecond)} requests/s, p99 ${load.p99Ms} ms`,
      );
    } finally {
      await api.stop();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  if (pid === undefined) throw new Error('the product server did not start');
  const file = mainThreadProfile(dir, pid, started);
  const { top, totalMs, idleMs, windowed } = topSelfTime(file, 10, window);
  console.log(
    `${file}: ${formatNumber(totalMs)} ms of samples ${windowed ? 'while the load ran' : '(the whole process)'}, ` +
      `${formatNumber(idleMs)} ms of them idle; shares of the busy time\n`,
  );
  console.log(
    renderTable(
      top.map((entry) => ({
        function: entry.name,
        place: entry.place,
        'self ms': entry.ms,
        'share of busy': `${(entry.share * 100).toFixed(1)} %`,
      })),
    ),
  );
}

// `GET /api/students` (its first page of 25, as the screen asks) for a 2,000-traveller trip, through the whole API (auth, CSRF hooks,
// validation, query, serialisation), against a bare Fastify route sending the same bytes; then, on the same
// server, the dashboard's Travellers table showing that page in the browser (students-screen.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backendEnv, type Backend } from './lib/backend.ts';
import { spawnReady } from './lib/child.ts';
import { measureLoad, type LoadResult } from './lib/load.ts';
import { isTimeout } from './lib/timeout.ts';
import type { StudentsApiInfo } from './servers/students-api-server.ts';
import { measureStudentsScreen, type StudentsScreenFigures } from './students-screen.ts';

export type StudentsFigures = {
  api: LoadResult;
  bare: LoadResult;
  bytes: number;
  students: number;
  total: number;
  /** The browser figure, or why it could not be taken (the load figures stand without it). */
  screen: (StudentsScreenFigures & { retriedAfter?: string }) | { error: string };
};

/** The browser figure, taken again once if the first attempt timed out. */
async function measureScreen(info: StudentsApiInfo): Promise<StudentsFigures['screen']> {
  const measure = () => measureStudentsScreen({ baseUrl: info.baseUrl, cookie: info.cookie, rows: info.students });
  try {
    return await measure();
  } catch (first) {
    if (!isTimeout(first)) return { error: messageOf(first) };
    try {
      return { ...(await measure()), retriedAfter: messageOf(first) };
    } catch (second) {
      return { error: `${messageOf(second)} (after a retry)` };
    }
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function measureStudents(
  backend: Backend,
  seconds: number,
  warmUpSeconds: number,
): Promise<StudentsFigures> {
  const workDir = mkdtempSync(join(tmpdir(), 'voyage-bench-students-'));
  const servers: { stop: () => Promise<void> }[] = [];
  try {
    const api = await spawnReady<StudentsApiInfo>(join(import.meta.dirname, 'servers/students-api-server.ts'), {
      BENCH_WORK_DIR: workDir,
      ...backendEnv(backend),
    });
    servers.push(api);
    const bare = await spawnReady<{ url: string }>(join(import.meta.dirname, 'servers/bare-server.ts'), {
      BENCH_BODY_FILE: api.info.bodyFile,
      BENCH_ROUTE: '/api/students',
    });
    servers.push(bare);
    // One server at a time under load: the two processes share two cores with the load generator.
    const apiResult = await measureLoad({
      url: api.info.url,
      headers: { cookie: api.info.cookie },
      seconds,
      warmUpSeconds,
    });
    const bareResult = await measureLoad({ url: bare.info.url, seconds, warmUpSeconds });
    await bare.stop();
    const screen = await measureScreen(api.info);
    return {
      api: apiResult,
      bare: bareResult,
      bytes: api.info.bytes,
      students: api.info.students,
      total: api.info.total,
      screen,
    };
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

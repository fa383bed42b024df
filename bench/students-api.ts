// `GET /api/students` (its first page of 25, as the screen asks) for a 2,000-traveller trip, through the whole API (auth, CSRF hooks,
// validation, query, serialisation), against a bare Fastify route sending the same bytes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnReady } from './lib/child.ts';
import { measureLoad, type LoadResult } from './lib/load.ts';

export type StudentsFigures = { api: LoadResult; bare: LoadResult; bytes: number; students: number };

type ApiInfo = { url: string; cookie: string; bodyFile: string; bytes: number; students: number };

export async function measureStudents(seconds: number, warmUpSeconds: number): Promise<StudentsFigures> {
  const workDir = mkdtempSync(join(tmpdir(), 'voyage-bench-students-'));
  const servers: { stop: () => Promise<void> }[] = [];
  try {
    const api = await spawnReady<ApiInfo>(join(import.meta.dirname, 'servers/students-api-server.ts'), {
      BENCH_WORK_DIR: workDir,
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
    return { api: apiResult, bare: bareResult, bytes: api.info.bytes, students: api.info.students };
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

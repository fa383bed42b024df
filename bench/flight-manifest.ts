// A departure's flight manifest for a 2,000-traveller trip (every school on one departure), through the
// whole API (auth, validation, two queries, the file written, the audit row), as CSV, XLSX and PDF, and
// the same departure's rooming list for the hotel (its rooms auto-filled) as XLSX and PDF, each against a
// bare Fastify route sending the same bytes with the same Content-Type. Both are rare, heavy downloads:
// two staff at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backendEnv, type Backend } from './lib/backend.ts';
import { spawnReady } from './lib/child.ts';
import { measureLoad, type LoadResult } from './lib/load.ts';
import type { ManifestApiInfo, ManifestEndpoint } from './servers/manifest-api-server.ts';

export type ManifestFigures = { api: LoadResult; bare: LoadResult; bytes: number };

const CONNECTIONS = 2;
const BARE_SERVER = join(import.meta.dirname, 'servers/bare-server.ts');

export async function measureFlightManifest(
  backend: Backend,
  seconds: number,
  warmUpSeconds: number,
): Promise<{
  passengers: number;
  csv: ManifestFigures;
  xlsx: ManifestFigures;
  pdf: ManifestFigures;
  roomingXlsx: ManifestFigures;
  roomingPdf: ManifestFigures;
}> {
  const workDir = mkdtempSync(join(tmpdir(), 'voyage-bench-manifest-'));
  const servers: { stop: () => Promise<void> }[] = [];
  try {
    const api = await spawnReady<ManifestApiInfo>(join(import.meta.dirname, 'servers/manifest-api-server.ts'), {
      BENCH_WORK_DIR: workDir,
      ...backendEnv(backend),
    });
    servers.push(api);
    const measure = async (endpoint: ManifestEndpoint): Promise<ManifestFigures> => {
      const bare = await spawnReady<{ url: string }>(BARE_SERVER, {
        BENCH_BODY_FILE: endpoint.bodyFile,
        BENCH_ROUTE: new URL(endpoint.url).pathname,
        BENCH_CONTENT_TYPE: endpoint.contentType,
      });
      try {
        // One server at a time under load: the two processes share two cores with the load generator.
        const load = { seconds, warmUpSeconds, connections: CONNECTIONS };
        const apiResult = await measureLoad({ url: endpoint.url, headers: { cookie: api.info.cookie }, ...load });
        const bareResult = await measureLoad({ url: bare.info.url, ...load });
        return { api: apiResult, bare: bareResult, bytes: endpoint.bytes };
      } finally {
        await bare.stop();
      }
    };
    return {
      passengers: api.info.passengers,
      csv: await measure(api.info.csv),
      xlsx: await measure(api.info.xlsx),
      pdf: await measure(api.info.pdf),
      roomingXlsx: await measure(api.info.roomingXlsx),
      roomingPdf: await measure(api.info.roomingPdf),
    };
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

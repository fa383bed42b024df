// The public registration under load, through the whole API (CSRF, draft cookie, validation, one
// transaction, serialisation), against a bare Fastify route reading the same request and sending
// the same reply:
// - the autosave of step 2 (`PUT /api/registration/draft`), what a parent's phone sends while typing;
// - the ID upload (`POST /api/registration/draft/document`), a 12-megapixel phone photo that the API
//   parses, types, re-encodes and stores; each upload replaces the draft's document.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backendEnv, type Backend } from './lib/backend.ts';
import { spawnReady, type Child } from './lib/child.ts';
import { measureLoad, type LoadResult } from './lib/load.ts';
import { multipartForm } from './lib/multipart.ts';
import { phonePhoto } from './lib/phone-photo.ts';

export type AutosaveFigures = { api: LoadResult; bare: LoadResult; requestBytes: number; replyBytes: number };
export type UploadFigures = {
  api: LoadResult;
  bare: LoadResult;
  uploadedBytes: number;
  storedBytes: number;
  /** Objects left in the file store after the run: 1 when every upload replaced the one before. */
  storedObjects: number;
};

type ApiInfo = {
  tripId: number;
  draftUrl: string;
  documentUrl: string;
  /** The first parent's: the uploads replace this one registration's document. */
  headers: Record<string, string>;
  /** One parent per autosave connection, each with a registration of its own. */
  parents: Record<string, string>[];
  autosaveBody: string;
  autosaveReplyFile: string;
  filesDir: string;
};

type Stoppable = { stop: () => Promise<void> };

/** Uploads are a few MB and take the API a photo's decoding each: two phones at once, not ten. */
const UPLOAD_CONNECTIONS = 2;
const BARE_SERVER = join(import.meta.dirname, 'servers/bare-server.ts');

async function withRegistrationApi<T>(
  backend: Backend,
  run: (api: Child<ApiInfo>, servers: Stoppable[], workDir: string) => Promise<T>,
): Promise<T> {
  const workDir = mkdtempSync(join(tmpdir(), 'voyage-bench-registration-'));
  const servers: Stoppable[] = [];
  try {
    const api = await spawnReady<ApiInfo>(join(import.meta.dirname, 'servers/registration-api-server.ts'), {
      BENCH_WORK_DIR: workDir,
      ...backendEnv(backend),
    });
    servers.push(api);
    return await run(api, servers, workDir);
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

export async function measureAutosave(
  backend: Backend,
  seconds: number,
  warmUpSeconds: number,
): Promise<AutosaveFigures> {
  return withRegistrationApi(backend, async (api, servers) => {
    const bare = await spawnReady<{ url: string }>(BARE_SERVER, {
      BENCH_BODY_FILE: api.info.autosaveReplyFile,
      BENCH_ROUTE: '/api/registration/draft',
      BENCH_METHOD: 'PUT',
    });
    servers.push(bare);
    // The same request bytes to both: the bare route ignores the cookies it is sent.
    const request = {
      method: 'PUT' as const,
      headers: { 'content-type': 'application/json' },
      headersPerConnection: api.info.parents,
      body: api.info.autosaveBody,
      seconds,
      warmUpSeconds,
    };
    // One server at a time under load: the processes share the machine's cores with the load generator.
    const apiResult = await measureLoad({ url: api.info.draftUrl, ...request });
    const bareResult = await measureLoad({ url: bare.info.url, ...request });
    return {
      api: apiResult,
      bare: bareResult,
      requestBytes: Buffer.byteLength(api.info.autosaveBody),
      replyBytes: statSync(api.info.autosaveReplyFile).size,
    };
  });
}

type DraftReply = { document: { sizeBytes: number } | null };

export async function measureUpload(backend: Backend, seconds: number, warmUpSeconds: number): Promise<UploadFigures> {
  const photo = await phonePhoto();
  const form = multipartForm(
    { type: 'passport' },
    { name: 'file', fileName: 'IMG_20260314_101512.jpg', contentType: 'image/jpeg', bytes: photo },
  );
  return withRegistrationApi(backend, async (api, servers, workDir) => {
    const headers = { ...api.info.headers, 'content-type': form.contentType };
    // One upload first: it proves the form is accepted and gives the reply the bare route sends back.
    const first = await fetch(api.info.documentUrl, { method: 'POST', headers, body: new Uint8Array(form.body) });
    const reply = Buffer.from(await first.arrayBuffer());
    if (!first.ok) throw new Error(`POST ${api.info.documentUrl}: ${first.status} ${reply.toString('utf8')}`);
    const replyFile = join(workDir, 'upload-reply.json');
    writeFileSync(replyFile, reply);

    const bare = await spawnReady<{ url: string }>(BARE_SERVER, {
      BENCH_BODY_FILE: replyFile,
      BENCH_ROUTE: '/api/registration/draft/document',
      BENCH_METHOD: 'POST',
    });
    servers.push(bare);
    const request = {
      method: 'POST' as const,
      headers,
      body: form.body,
      connections: UPLOAD_CONNECTIONS,
      seconds,
      warmUpSeconds,
    };
    const apiResult = await measureLoad({ url: api.info.documentUrl, ...request });
    const bareResult = await measureLoad({ url: bare.info.url, ...request });

    const draftResponse = await fetch(`${api.info.draftUrl}?trip_id=${api.info.tripId}`, {
      headers: { cookie: api.info.headers.cookie! },
    });
    if (!draftResponse.ok) throw new Error(`GET the draft after the uploads: ${draftResponse.status}`);
    const draft = (await draftResponse.json()) as DraftReply;
    const storedObjects = readdirSync(api.info.filesDir, { withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    ).length;
    return {
      api: apiResult,
      bare: bareResult,
      uploadedBytes: photo.length,
      storedBytes: draft.document?.sizeBytes ?? Number.NaN,
      storedObjects,
    };
  });
}

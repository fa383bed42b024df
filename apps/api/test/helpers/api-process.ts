import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export const API_DIR = path.resolve(import.meta.dirname, '../..');

export type ApiProcess = {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
};

/** A port nothing listens on at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** How long a started API process may take to say it is running. */
export const SERVING_TIMEOUT_MS = 180_000;

export async function waitFor(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Real API processes for a test file (`tsx src/main.ts` in-process through `node --import tsx`, so the
 * child's PID is the server's), each on a free port; every one still running is killed after the file,
 * and every data directory made is removed.
 */
export function apiProcesses(prefix: string) {
  const started: ChildProcess[] = [];
  const dirs: string[] = [];
  afterAll(() => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const tempDir = (): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `voyage-${prefix}-`));
    dirs.push(dir);
    return dir;
  };

  const start = async (dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ApiProcess> => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'api process test password',
        WEB_DIST: path.join(dataDir, 'no-web'),
        NODE_ENV: 'test',
        // As `npm start` runs it (apps/api/package.json): image re-encoding hands freed memory back.
        MALLOC_ARENA_MAX: '2',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, port, output: () => output, exited };
  };

  // A cold start compiles the server's TypeScript; on a busy 2-core machine that alone can take a minute.
  const untilServing = (api: ApiProcess) =>
    waitFor(() => api.output().includes('Voyage is running at'), `API on port ${api.port}`, SERVING_TIMEOUT_MS);

  /** Another child process of the test, killed with the servers. */
  const track = (child: ChildProcess) => started.push(child);

  return { tempDir, start, untilServing, track };
}

/** A browser's cookie jar, for calls to a real API process. */
export type Browser = { cookies: Map<string, string> };

/** A call as the browser makes it: its cookies, the CSRF pair and Origin; the cookies it is given are kept. */
export async function callApi(api: ApiProcess, browser: Browser, route: string, init: RequestInit = {}) {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`http://127.0.0.1:${api.port}${route}`, {
    ...init,
    headers: {
      cookie,
      'x-csrftoken': browser.cookies.get('csrftoken') ?? '',
      origin: `http://127.0.0.1:${api.port}`,
      ...init.headers,
    },
  });
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const separator = pair!.indexOf('=');
    browser.cookies.set(pair!.slice(0, separator), pair!.slice(separator + 1));
  }
  return response;
}

/** A POST of a JSON body, for `callApi`. */
export const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from '../src/db/data-dir-lock.ts';

const API_DIR = path.resolve(import.meta.dirname, '..');
const started: ChildProcess[] = [];
const dirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voyage-lock-'));
  dirs.push(dir);
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A dead PID: a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

type Started = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

/** `tsx src/main.ts` in-process (node --import tsx), so the child's PID is the lock holder's. */
async function startApi(dataDir: string): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'lock test password',
    WEB_DIST: path.join(dataDir, 'no-web'),
    NODE_ENV: 'test',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const waitUntilServing = (api: Started) =>
  waitFor(() => api.output().includes('Voyage is running at'), `API on port ${api.port}`);

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('refuses a directory whose lock is held by a live process, naming it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`PID ${process.ppid}`);
  });

  it('takes over a lock left by a dead process, and releases only its own', () => {
    const dir = tempDir();
    const file = path.join(dir, LOCK_FILE_NAME);
    fs.writeFileSync(file, `${deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('takes over an unreadable lock file once it is not brand new', () => {
    const dir = tempDir();
    const file = path.join(dir, LOCK_FILE_NAME);
    fs.writeFileSync(file, 'garbage');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(file, old, old);
    acquireDataDirLock(dir).release();
  });
});

describe('the embedded database directory, across processes', () => {
  it('refuses a second process, and lets a new one take over after kill -9', async () => {
    const dataDir = tempDir();
    const lockFile = path.join(dataDir, LOCK_FILE_NAME);

    const first = await startApi(dataDir);
    await waitUntilServing(first);
    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(first.child.pid));

    const second = await startApi(dataDir);
    const secondCode = await Promise.race([
      second.exited,
      new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 60_000)),
    ]);
    expect(secondCode).not.toBe('timeout');
    expect(secondCode).not.toBe(0);
    expect(second.output()).toContain(`Another Voyage process (PID ${first.child.pid}) is using`);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(lockFile)).toBe(true);

    const third = await startApi(dataDir);
    await waitUntilServing(third);
    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(third.child.pid));
    const response = await fetch(`http://127.0.0.1:${third.port}/api/trip/active`);
    expect(response.status).toBe(200);

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);
  }, 180_000);
});

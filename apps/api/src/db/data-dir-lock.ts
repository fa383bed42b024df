import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { displayPath } from '../lib/display-path.ts';

export const LOCK_FILE_NAME = 'pglite.lock';

/** The longest Unix socket path every platform accepts (Linux allows 107 bytes, macOS 103). */
const MAX_SOCKET_PATH_BYTES = 100;
/** How long a holder that accepted the connection has to say its PID before we name it unknown. */
const HOLDER_REPLY_MS = 2_000;

export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number | undefined,
    readonly dataDir: string,
  ) {
    const who = pid === undefined ? 'Another Voyage process' : `Another Voyage process (PID ${pid})`;
    super(`${who} is using ${displayPath(dataDir)}. Stop it first.`);
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { address: string; release(): Promise<void> };

/**
 * The lock is a Unix socket the holder listens on: the kernel closes it when the process ends in any
 * way, so a dead holder's lock is free whatever its PID became. A data directory too deep for a socket
 * path uses Linux's abstract namespace, named by the directory's real path.
 */
function lockAddress(dataDir: string): string {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  if (Buffer.byteLength(file) <= MAX_SOCKET_PATH_BYTES) return file;
  const digest = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex');
  return `\0voyage-pglite-${digest}`;
}

function listen(address: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      // The lock must not keep a stopping process alive.
      server.unref();
      resolve(server);
    });
  });
}

/** The live holder's PID (`undefined` when it does not say in time), or `null` when nobody holds it. */
function askHolder(address: string): Promise<number | undefined | null> {
  return new Promise((resolve, reject) => {
    let reply = '';
    const socket = net.connect(address);
    const answer = (value: number | undefined | null) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(HOLDER_REPLY_MS, () => answer(undefined));
    socket.on('data', (chunk) => (reply += chunk.toString('utf8')));
    socket.on('end', () => {
      const pid = Number.parseInt(reply.trim(), 10);
      answer(Number.isInteger(pid) && pid > 0 ? pid : undefined);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // Nobody listens: a socket left by a killed process, or a PID file from an earlier version.
      if (['ECONNREFUSED', 'ENOENT', 'ENOTSOCK'].includes(error.code ?? '')) resolve(null);
      else reject(error);
    });
  });
}

/** Removes a dead holder's socket file; only ever called by the process holding the take-over mutex. */
function removeStale(address: string): void {
  if (address.startsWith('\0')) return;
  fs.rmSync(address, { force: true });
}

/** A take-over left by a process killed in the middle of one is older than this, and is broken. */
const TAKEOVER_STALE_MS = 10_000;

/**
 * Runs `takeOver` while holding a mutex beside the lock (a directory: `mkdir` is atomic). Two processes
 * that both found the holder dead take turns: the second re-checks under the mutex, finds the first
 * listening and is refused, instead of removing the first's live socket and listening too.
 */
async function withTakeoverMutex<T>(address: string, takeOver: () => Promise<T>): Promise<T> {
  const mutex = address.startsWith('\0') ? undefined : `${address}.takeover`;
  if (!mutex) return takeOver();
  for (let waited = 0; ; waited += 50) {
    try {
      fs.mkdirSync(mutex);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(mutex, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > TAKEOVER_STALE_MS) fs.rmSync(mutex, { recursive: true, force: true });
      else if (waited > 2 * TAKEOVER_STALE_MS) throw new Error(`Could not take the lock ${address}.`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await takeOver();
  } finally {
    fs.rmSync(mutex, { recursive: true, force: true });
  }
}

/**
 * PGlite allows one process per data directory, and a second opener silently loses writes. The holder
 * listens on the lock for the life of the process: a live holder refuses us and says its PID; a dead one
 * (kill -9, power cut) holds nothing, and its leftover socket file is taken over, one process at a time.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir);
  const held = (server: net.Server): DataDirLock => ({
    address,
    release: () => new Promise((resolve) => server.close(() => resolve())),
  });
  try {
    return held(await listen(address));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  }
  const holder = await askHolder(address);
  if (holder !== null) throw new DataDirLockedError(holder, dataDir);
  return withTakeoverMutex(address, async () => {
    const stillDead = await askHolder(address);
    if (stillDead !== null) throw new DataDirLockedError(stillDead, dataDir);
    removeStale(address);
    try {
      return held(await listen(address));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      // A process starting just then found no socket file and listened first (outside the mutex): it holds
      // the lock now, and this one is refused like any other latecomer.
      throw new DataDirLockedError((await askHolder(address)) ?? undefined, dataDir);
    }
  });
}

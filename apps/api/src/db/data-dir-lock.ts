import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config.ts';

export const LOCK_FILE_NAME = 'pglite.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(`Another Voyage process (PID ${pid}) is using ${displayPath(dataDir)}. Stop it first.`);
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { path: string; release(): void };

/** `./data` rather than an absolute path when the directory is inside the repository (the default). */
function displayPath(dir: string): string {
  const relative = path.relative(REPO_ROOT, dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? `./${relative}` : dir;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = fs.openSync(file, 'wx', 0o600);
    fs.writeSync(fd, `${process.pid}\n`);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function isFresh(file: string): boolean {
  try {
    return Date.now() - fs.statSync(file).mtimeMs < 2_000;
  } catch {
    return false;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Moves a dead holder's lock aside; rename is atomic, so of two processes taking over only one wins. */
function removeStale(file: string, stalePid: number | undefined): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const movedPid = readPid(aside);
  if (movedPid !== stalePid && movedPid !== undefined && isAlive(movedPid)) {
    // A live process took the lock between our read and our rename: give it back.
    fs.renameSync(aside, file);
    throw new DataDirLockedError(movedPid, path.dirname(file));
  }
  fs.rmSync(aside, { force: true });
}

/**
 * PGlite allows one process per data directory, and a second opener silently loses writes.
 * The lock file holds the owner's PID: a live owner refuses us, a dead one (kill -9) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 30; attempt += 1) {
    if (tryCreate(file)) {
      return {
        path: file,
        release() {
          if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
        },
      };
    }
    const pid = readPid(file);
    if (pid !== undefined && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(pid, dataDir);
    if (pid === undefined && isFresh(file)) {
      // Another process has just created the file and not yet written its PID.
      sleepSync(100);
      continue;
    }
    removeStale(file, pid);
  }
  throw new Error(`Could not take the lock ${file}; remove it if no Voyage process is running.`);
}

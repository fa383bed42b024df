import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from '../../src/db/data-dir-lock.ts';
import { API_DIR, apiProcesses } from '../helpers/api-process.ts';

const apis = apiProcesses('lock');
const { tempDir } = apis;
const startApi = (dataDir: string) => apis.start(dataDir);
const waitUntilServing = apis.untilServing;

/** A child process that takes the lock on `dir`, says so, and then waits to be killed. */
async function holdLockInChild(dir: string): Promise<ChildProcess> {
  const script = `
    const { acquireDataDirLock } = await import(${JSON.stringify(path.join(API_DIR, 'src/db/data-dir-lock.ts'))});
    await acquireDataDirLock(${JSON.stringify(dir)});
    console.log('held');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  apis.track(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => String(chunk).includes('held') && resolve());
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

/** A child process that tries the lock on `dir` once, at the instant `at`, and says whether it holds it; holders then wait. */
async function tryLockInChild(dir: string, at: number): Promise<'held' | 'refused'> {
  const script = `
    const { acquireDataDirLock } = await import(${JSON.stringify(path.join(API_DIR, 'src/db/data-dir-lock.ts'))});
    await new Promise((resolve) => setTimeout(resolve, ${at} - Date.now()));
    try { await acquireDataDirLock(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000); }
    catch (error) { console.log(error.name === 'DataDirLockedError' ? 'refused' : String(error)); process.exit(0); }
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  apis.track(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      const said = String(chunk).trim();
      if (said === 'held' || said === 'refused') resolve(said);
      else reject(new Error(said));
    });
  });
}

describe('acquireDataDirLock', () => {
  it('refuses a directory held by a live process, naming its PID', async () => {
    const dir = tempDir();
    const holder = await holdLockInChild(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`PID ${holder.pid}`);
  });

  it('is free once its holder is killed, and can be taken again after a release', async () => {
    const dir = tempDir();
    const holder = await holdLockInChild(dir);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);

    const lock = await acquireDataDirLock(dir);
    await lock.release();
    await (await acquireDataDirLock(dir)).release();
  });

  it("lets exactly one of several processes take over a dead holder's lock at once", async () => {
    for (let round = 0; round < 3; round += 1) {
      const dir = tempDir();
      const holder = await holdLockInChild(dir);
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
      // All start trying at the same instant, once every one has loaded.
      const at = Date.now() + 4_000;
      const outcomes = await Promise.all(Array.from({ length: 5 }, () => tryLockInChild(dir, at)));
      expect(outcomes.filter((outcome) => outcome === 'held')).toHaveLength(1);
    }
  }, 120_000);

  it('does not trust a lock file naming a live process: a reused PID keeps nothing down', async () => {
    const dir = tempDir();
    // An earlier version's lock file, whose PID now belongs to an unrelated live process.
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), `${process.ppid}\n`);
    const lock = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`PID ${process.pid}`);
    await lock.release();
  });

  it('locks a directory too deep for a socket path all the same', async () => {
    const dir = path.join(tempDir(), 'a-directory-name-long-enough'.repeat(4));
    const lock = await acquireDataDirLock(dir);
    expect(lock.address.startsWith('\0')).toBe(true);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    await lock.release();
  });
});

describe('the embedded database directory, across processes', () => {
  it('refuses a second process, and lets a new one take over after kill -9', async () => {
    const dataDir = tempDir();
    const lockFile = path.join(dataDir, LOCK_FILE_NAME);

    const first = await startApi(dataDir);
    await waitUntilServing(first);

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
    const response = await fetch(`http://127.0.0.1:${third.port}/api/trip/active`);
    expect(response.status).toBe(200);

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);
  }, 180_000);
});

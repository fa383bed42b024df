import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { TimeoutError } from './timeout.ts';

export type Child<T> = { info: T; stop: () => Promise<void> };

const READY = 'BENCH_READY ';

/** Prints the line `spawnReady` waits for; a server script calls it once it listens. */
export function announceReady(info: unknown): void {
  process.stdout.write(`${READY}${JSON.stringify(info)}\n`);
}

/**
 * Runs a TypeScript script in its own Node process and resolves once it announces itself.
 * Servers under load run apart from the load generator so they do not share an event loop.
 */
export function spawnReady<T>(
  script: string,
  env: Record<string, string> = {},
  timeoutMs = 180_000,
  /** Hears every other line the script prints (its log, when it logs to standard output). */
  onLine: (line: string) => void = () => {},
  /** Node's own options for the script's process (`--cpu-prof`). */
  nodeOptions: string[] = [],
): Promise<Child<T>> {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new TimeoutError(`${script} did not start within ${timeoutMs / 1000}s`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with code ${code} before it was ready`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith(READY)) return onLine(line);
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ info: JSON.parse(line.slice(READY.length)) as T, stop: () => stopChild(child) });
    });
  });
}

export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** In a server script: on SIGINT or SIGTERM (`stopChild`), `close` what it holds, then exit. */
export function closeOnSignal(close: () => Promise<unknown>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void close().then(() => process.exit(0)));
  }
}

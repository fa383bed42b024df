import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stopChild } from './child.ts';
import { TimeoutError } from './timeout.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const ADMIN = { email: 'bench-admin@voyage.local', password: 'bench-password-2026' } as const;

export type Product = { baseUrl: string; stop: () => Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number, isDead: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isDead()) throw new Error('the product exited during start-up');
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new TimeoutError(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** The product as `npm start` runs it (API serving the built SPA), on a fresh data directory. */
export async function startProduct(): Promise<Product> {
  const dataDir = mkdtempSync(join(tmpdir(), 'voyage-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${baseUrl}/api/trip/active`, 120_000, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

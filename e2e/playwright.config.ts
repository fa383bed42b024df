import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE_URL, PORT } from './fixtures/env.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * One fresh data directory per run, made by the runner's first load of this file; the workers load
 * the file again and inherit the path through the environment instead of making their own.
 * Runs cannot overlap (fixed port), so the previous run's directory is cleared here.
 */
function runDataDir(): string {
  const existing = process.env.VOYAGE_E2E_DATA_DIR;
  if (existing) return existing;
  const base = join(tmpdir(), 'voyage-e2e');
  rmSync(base, { recursive: true, force: true });
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, 'run-'));
  process.env.VOYAGE_E2E_DATA_DIR = dir;
  return dir;
}

const isCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: isCi ? [['list']] : [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL: BASE_URL,
    locale: 'el-GR',
    colorScheme: 'light',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'npm start -w @voyage/api',
    cwd: repoRoot,
    url: `${BASE_URL}/api/trip/all`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR: runDataDir(),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // Every worker signs in through the form; a failed run's restarts must not trip the sign-in limit.
      SIGN_IN_RATE_LIMIT_MAX: '100',
      // Start-up failures still show; request logs would drown the test report.
      LOG_LEVEL: 'warn',
    },
  },
});

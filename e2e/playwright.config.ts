import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE_URL, PORT, SMTP_PORT } from './fixtures/env.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

const STALE_RUN_MS = 60 * 60 * 1000;

type RunDirs = { dataDir: string; webDist: string; mailDir: string; serverLog: string };

/**
 * One fresh directory per run, made by the runner's first load of this file (the workers load the
 * file again and inherit the paths through the environment). It holds the database, the mail the
 * SMTP sink received, and a copy of the built SPA, so a rebuild of apps/web/dist during the run
 * cannot pull pages from under the tests.
 * Earlier runs' directories are cleared here once they are an hour old: a run started while another
 * is going (it then stops on the busy port) must not delete the files the first one is using.
 */
function runDirs(): RunDirs {
  const {
    VOYAGE_E2E_DATA_DIR: dataDir,
    VOYAGE_E2E_WEB_DIST: webDist,
    VOYAGE_E2E_MAIL_DIR: mailDir,
    VOYAGE_E2E_SERVER_LOG: serverLog,
  } = process.env;
  if (dataDir && webDist && mailDir && serverLog) return { dataDir, webDist, mailDir, serverLog };
  const builtSpa = join(repoRoot, 'apps/web/dist');
  if (!existsSync(join(builtSpa, 'index.html'))) {
    throw new Error('No built web app in apps/web/dist: run `npm run build` first (or `npm run test:e2e`).');
  }
  if (!existsSync(join(repoRoot, 'apps/api/dist/main.js'))) {
    throw new Error('No built API in apps/api/dist: run `npm run build` first (or `npm run test:e2e`).');
  }
  const base = join(tmpdir(), 'voyage-e2e');
  mkdirSync(base, { recursive: true });
  for (const entry of readdirSync(base)) {
    const earlier = join(base, entry);
    if (Date.now() - statSync(earlier).mtimeMs > STALE_RUN_MS) rmSync(earlier, { recursive: true, force: true });
  }
  const run = mkdtempSync(join(base, 'run-'));
  const dirs = {
    dataDir: join(run, 'data'),
    webDist: join(run, 'web'),
    mailDir: join(run, 'mail'),
    serverLog: join(run, 'server.log'),
  };
  cpSync(builtSpa, dirs.webDist, { recursive: true });
  process.env.VOYAGE_E2E_DATA_DIR = dirs.dataDir;
  process.env.VOYAGE_E2E_WEB_DIST = dirs.webDist;
  process.env.VOYAGE_E2E_MAIL_DIR = dirs.mailDir;
  process.env.VOYAGE_E2E_SERVER_LOG = dirs.serverLog;
  return dirs;
}

const { dataDir, webDist, serverLog } = runDirs();
const isCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests',
  // The SMTP sink the product's mail goes to (fixtures/mail-sink.ts); tests read it with fixtures/mailbox.ts.
  globalSetup: './global-setup.ts',
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
    // A trace records the page after every step: on CI, where nobody opens it, it only slows the run.
    trace: isCi ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
  // After every spec, the server's log is read for anything the run typed or was sent (teardown/).
  // Before every spec, the seeded admin sets up an authenticator once (setup/); the specs reuse its session.
  projects: [
    { name: 'admin authenticator', testDir: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'chromium', teardown: 'log scan', dependencies: ['admin authenticator'] },
    { name: 'log scan', testDir: 'teardown', testMatch: /\.teardown\.ts$/ },
  ],
  webServer: {
    // The whole log, at the level production runs at, goes to a file the log scan reads (and a failed run keeps).
    command: `npm start -w @voyage/api > "${serverLog}" 2>&1`,
    cwd: repoRoot,
    url: `${BASE_URL}/api/trip/all`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // Every worker signs in through the form; a failed run's restarts must not trip the sign-in limit.
      SIGN_IN_RATE_LIMIT_MAX: '100',
      // Every registration spec enters a code from the same address (127.0.0.1).
      REGISTRATION_CODE_RATE_LIMIT_MAX: '200',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // Mail leaves within a fifth of a second, so a test waiting for a link waits little.
      OUTBOX_POLL_MS: '200',
      LOG_LEVEL: 'info',
    },
  },
});

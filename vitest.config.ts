import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The API files that show most on a PostgreSQL server (races between connections, attempt counters, the
 * security matrix, two instances, the schema on the server) and run the same code on both databases
 * (docs/decisions/018-test-strategy.md). `npm run test:api:postgres` runs these on the server; with
 * TEST_POSTGRES_FILES=server the PGlite run (no TEST_DATABASE_URL) leaves them to it, so each runs once.
 */
const SERVER_FILES = [
  'apps/api/test/**/*{concurrency,rate-limit,redis}*.test.ts',
  // Races between connections, which only a server can run (named `*.pg.test.ts`, left out on PGlite below).
  'apps/api/test/**/*.pg.test.ts',
  'apps/api/test/{security,scale-out,faults}/**/*.test.ts',
  'apps/api/test/db/!(backup-restore).test.ts',
];
/** The backup drill backs up the embedded database differently from a server's: it runs on both. */
const BOTH_FILES = ['apps/api/test/db/backup-restore.test.ts'];
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const serverFilesApart = process.env.TEST_POSTGRES_FILES === 'server';

/** Web tests that must not share a module graph with the others. */
const WEB_FILES_APART = ['apps/web/src/components/image-viewer/image-viewer-trigger.test.tsx'];

// One runner, four projects: the domain rules, the web app, and the API on a real database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Pure rules with no module state: one module graph per worker, not one per file.
          isolate: false,
          // The property tests run thousands of cases and the lint rules' tests run ESLint: 5 s is tight on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'web',
          // Pure modules (`*.test.ts`) run in node; component tests (`*.test.tsx`) open with
          // `// @vitest-environment jsdom` (`test-environment.test.ts` checks), so only they pay for a document.
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...WEB_FILES_APART],
          environment: 'node',
          setupFiles: ['apps/web/src/test-setup.ts'],
          // A component test types and clicks through MUI in jsdom; under a busy machine 5 s is too tight.
          testTimeout: 20_000,
          // The files share a worker's module graph instead of loading React, MUI and i18next again for each
          // file (half the suite's CPU time); Testing Library unmounts after every test and each test makes
          // its own query client, so nothing one file renders is seen by the next.
          isolate: false,
        },
      },
      {
        test: {
          // A test that counts how often a module is loaded (the image viewer, loaded on first opening) needs a
          // module graph of its own: in the shared one, another file may have loaded that module first.
          name: 'web-apart',
          include: WEB_FILES_APART,
          environment: 'node',
          setupFiles: ['apps/web/src/test-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: serverFilesApart && onServer ? [...SERVER_FILES, ...BOTH_FILES] : ['apps/api/test/**/*.test.ts'],
          // `*.pg.test.ts` need several connections at once (race control runs): PostgreSQL only.
          // `*.redis.test.ts` (and `*.redis.pg.test.ts`, which need both) count in TEST_REDIS_URL: with it only.
          // `*.faults.test.ts` kill real servers for minutes: `npm run test:faults` only.
          exclude: [
            ...(serverFilesApart && !onServer ? SERVER_FILES : []),
            ...(onServer ? [] : ['apps/api/test/**/*.pg.test.ts']),
            ...(process.env.TEST_REDIS_URL ? [] : ['apps/api/test/**/*.redis.{test,pg.test}.ts']),
            ...(process.env.VOYAGE_FAULT_TESTS ? [] : ['apps/api/test/**/*.faults.test.ts']),
          ],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file holds its own in-memory PGlite; much of a file's time is spent waiting (child processes,
          // timers, module loading), so two files at once use a 2-core machine better than Vitest's default
          // of one worker per core but one.
          maxWorkers: 2,
          // On PGlite the files share their worker's modules (the app's import graph loads once per worker,
          // not once per file: a third less CPU); each still opens its own database. The server run keeps
          // files apart, since its race-control files (`*.pg.test.ts`) replace query modules with `vi.mock`.
          isolate: onServer,
        },
      },
    ],
  },
});

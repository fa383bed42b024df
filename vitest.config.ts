import { defineConfig } from 'vitest/config';

// One runner, three projects: the domain rules, the web app, and the API on a real database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          // Pure modules (`*.test.ts`) run in node; component tests (`*.test.tsx`) open with
          // `// @vitest-environment jsdom` (`test-environment.test.ts` checks), so only they pay for a document.
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['apps/web/src/test-setup.ts'],
          // A component test types and clicks through MUI in jsdom; under a busy machine 5 s is too tight.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          // `*.pg.test.ts` need several connections at once (race control runs): PostgreSQL only.
          // `*.redis.test.ts` (and `*.redis.pg.test.ts`, which need both) count in TEST_REDIS_URL: with it only.
          // `*.faults.test.ts` kill real servers for minutes: `npm run test:faults` only.
          exclude: [
            ...(process.env.TEST_DATABASE_URL ? [] : ['apps/api/test/**/*.pg.test.ts']),
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
        },
      },
    ],
  },
});

import type { Database } from '../../src/db/database.ts';
import { TEST_PUBLIC_URL } from './constants.ts';

const silent = { info() {}, warn() {}, error() {} };

/**
 * What a test gives a periodic job of the API: its database, a silent log and the test's clock. Without
 * `intervalMs` the job has no timer and the test calls runOnce(); with it, the job runs at start, then on it.
 */
export function jobOptions(
  db: Database,
  clock: { now: () => Date },
  { batchSize, intervalMs }: { batchSize?: number; intervalMs?: number } = {},
) {
  const timer = intervalMs === undefined ? { poll: false } : { intervalMs };
  return { db, publicUrl: TEST_PUBLIC_URL, logger: silent, now: clock.now, batchSize, ...timer };
}

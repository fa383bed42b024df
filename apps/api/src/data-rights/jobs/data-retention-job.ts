import type { RetentionRun } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { applyDataRetention } from '../services/apply-data-retention.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { WorkerLogger } from '../../jobs/worker-logger.ts';

/** Retention is due by the calendar day: a look an hour is ample. */
export const DATA_RETENTION_INTERVAL_MS = 60 * 60_000;

export type DataRetentionJobOptions = {
  db: Database;
  storage: FileStorage;
  logger: WorkerLogger;
  /** The clock; tests pass one of their own and move it instead of waiting. */
  now?: () => Date;
  /** false = no timer; the caller runs passes with runOnce() (tests). */
  poll?: boolean;
  intervalMs?: number;
  /** Registrations erased per transaction. */
  batchSize?: number;
};

export type DataRetentionJob = {
  runOnce(): Promise<RetentionRun>;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
};

/**
 * Runs the retention rules (`applyDataRetention`, docs/product/data-rights.md#retention) at start and every
 * hour, in the process, like the consent deadline. Several processes may run it at once: each transaction
 * deletes what is still there, rows being erased are claimed with FOR UPDATE SKIP LOCKED, and deleting an
 * object twice is harmless.
 */
export function startDataRetentionJob(options: DataRetentionJobOptions): DataRetentionJob {
  const { db, storage, logger } = options;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? DATA_RETENTION_INTERVAL_MS;
  let isStopping = false;
  let running: Promise<RetentionRun> | null = null;
  let timer: NodeJS.Timeout | undefined;

  function runOnce(): Promise<RetentionRun> {
    running ??= applyDataRetention({ db, storage, now: now(), batchSize: options.batchSize }).finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(delayMs: number): void {
    if (isStopping || options.poll === false) return;
    timer = setTimeout(() => {
      runOnce()
        .then((result) => {
          if (result.trips > 0) logger.info(result, 'data retention applied');
        })
        .catch((error: unknown) => logger.error({ err: error }, 'data retention pass failed'))
        .finally(() => schedule(intervalMs));
    }, delayMs);
    timer.unref();
  }

  schedule(0);

  return {
    runOnce,
    async stop() {
      isStopping = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}

import type { Database } from '../../db/database.ts';
import { enforceConsentDeadlines, type ConsentDeadlineRun } from '../services/enforce-consent-deadlines.ts';
import type { WorkerLogger } from '../../jobs/worker-logger.ts';

/** Reminders and cancellations are due by the calendar day: four looks an hour are ample. */
export const CONSENT_DEADLINE_INTERVAL_MS = 15 * 60_000;

export type ConsentDeadlineJobOptions = {
  db: Database;
  publicUrl: string;
  logger: WorkerLogger;
  /** The clock; tests pass one of their own and move it instead of waiting. */
  now?: () => Date;
  /** false = no timer; the caller runs passes with runOnce() (tests). */
  poll?: boolean;
  intervalMs?: number;
  /** Travellers handled per transaction (tests make it small so two processes interleave). */
  batchSize?: number;
};

export type ConsentDeadlineJob = {
  runOnce(): Promise<ConsentDeadlineRun>;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
};

/**
 * Runs the consent deadline (`enforceConsentDeadlines`) at start and every 15 minutes, in the process,
 * like the file sweeper. Several processes may run it at once: each row is claimed with FOR UPDATE SKIP
 * LOCKED in the transaction that acts on it.
 */
export function startConsentDeadlineJob(options: ConsentDeadlineJobOptions): ConsentDeadlineJob {
  const { db, publicUrl, logger } = options;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? CONSENT_DEADLINE_INTERVAL_MS;
  let isStopping = false;
  let running: Promise<ConsentDeadlineRun> | null = null;
  let timer: NodeJS.Timeout | undefined;

  function runOnce(): Promise<ConsentDeadlineRun> {
    running ??= enforceConsentDeadlines({ db, publicUrl, now: now(), batchSize: options.batchSize }).finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(delayMs: number): void {
    if (isStopping || options.poll === false) return;
    timer = setTimeout(() => {
      runOnce()
        .then((result) => {
          if (result.remindersSent > 0 || result.cancelled > 0) logger.info(result, 'consent deadlines applied');
        })
        .catch((error: unknown) => logger.error({ err: error }, 'consent deadline pass failed'))
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

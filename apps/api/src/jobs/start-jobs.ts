import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { startConsentDeadlineJob } from '../review/jobs/consent-deadline-job.ts';
import { startDataRetentionJob } from '../data-rights/jobs/data-retention-job.ts';
import { startFileSweeper } from '../files/file-sweeper.ts';
import { startOutboxWorker } from '../mail/outbox-worker.ts';
import { startPaymentReminderJob } from '../payments/jobs/payment-reminder-job.ts';
import type { WorkerLogger } from './worker-logger.ts';

/** A PUBLIC_URL on this machine (localhost, 127.x, ::1): links built on it work for nobody else. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1';
}

export type JobsOptions = {
  db: Database;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxPollMs' | 'publicUrl'>;
  storage: FileStorage;
  /** Each job logs through a child of it, named by `component`. */
  logger: { child(bindings: { component: string }): WorkerLogger };
};

export type Jobs = {
  /** Stops every job in the order they started, each waiting for its pass in progress. */
  stop(): Promise<void>;
};

/**
 * Every job the process runs, each on `startPeriodicJob` (docs/decisions/019-one-periodic-job-helper.md),
 * started by main.ts once the server listens: the outbox worker, the file sweeper, the consent deadline,
 * the payment reminders and the data retention.
 */
export function startJobs({ db, config, storage, logger }: JobsOptions): Jobs {
  const jobs = [
    startOutboxWorker({
      db,
      config,
      printLinksInLog: !config.smtpUrl && isLoopbackUrl(config.publicUrl),
      logger: logger.child({ component: 'outbox' }),
    }),
    startFileSweeper({ db, storage, logger: logger.child({ component: 'file-sweeper' }) }),
    startConsentDeadlineJob({
      db,
      publicUrl: config.publicUrl,
      logger: logger.child({ component: 'consent-deadline' }),
    }),
    startPaymentReminderJob({
      db,
      publicUrl: config.publicUrl,
      logger: logger.child({ component: 'payment-reminders' }),
    }),
    startDataRetentionJob({ db, storage, logger: logger.child({ component: 'data-retention' }) }),
  ];
  return {
    async stop() {
      for (const job of jobs) await job.stop();
    },
  };
}

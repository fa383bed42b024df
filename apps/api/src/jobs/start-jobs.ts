import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { startConsentDeadlineJob } from '../review/jobs/consent-deadline-job.ts';
import { startDataRetentionJob } from '../data-rights/jobs/data-retention-job.ts';
import { startFileSweeper } from '../files/file-sweeper.ts';
import { startOutboxWorker } from '../mail/outbox-worker.ts';
import { startPaymentReminderJob } from '../payments/jobs/payment-reminder-job.ts';
import { startWaitingListOfferJob } from '../places/jobs/waiting-list-offer-job.ts';
import { startPlaceDrawJob } from '../places/jobs/place-draw-job.ts';
import { startWeeklyDigestJob } from '../readiness/jobs/weekly-digest-job.ts';
import { startAnnouncementJob } from '../announcements/jobs/announcement-job.ts';
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
  /**
   * Settles once every job's pass at start has ended and the outbox has reported what they wrote: what
   * start-up logs is then logged, and main.ts prints the banner after it.
   */
  started: Promise<void>;
  /** Stops every job in the order they started, each waiting for its pass in progress. */
  stop(): Promise<void>;
};

/**
 * Every job the process runs, each on `startPeriodicJob` (docs/decisions/019-one-periodic-job-helper.md),
 * started by main.ts once the server listens: the outbox worker, the file sweeper, the consent deadline,
 * the payment reminders, the data retention, the waiting list's offers, the fair draw, the weekly digest and the scheduled announcements.
 */
export function startJobs({ db, config, storage, logger }: JobsOptions): Jobs {
  const outbox = startOutboxWorker({
    db,
    config,
    printLinksInLog: !config.smtpUrl && isLoopbackUrl(config.publicUrl),
    logger: logger.child({ component: 'outbox' }),
  });
  const others = [
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
    startWaitingListOfferJob({
      db,
      publicUrl: config.publicUrl,
      logger: logger.child({ component: 'waiting-list-offers' }),
    }),
    startPlaceDrawJob({ db, publicUrl: config.publicUrl, logger: logger.child({ component: 'fair-draw' }) }),
    startWeeklyDigestJob({
      db,
      publicUrl: config.publicUrl,
      logger: logger.child({ component: 'weekly-digest' }),
    }),
    startAnnouncementJob({
      db,
      publicUrl: config.publicUrl,
      logger: logger.child({ component: 'announcements' }),
    }),
  ];
  const jobs = [outbox, ...others];
  // The outbox's own first pass waits a poll; a pass now reports the e-mails the passes at start wrote (a
  // pass already running may have looked before they were written: it is joined, then one more runs).
  const started = Promise.all(others.map((job) => job.firstPass))
    .then(() => outbox.drainOnce())
    .then(() => outbox.drainOnce())
    .then(
      () => {},
      () => {},
    );
  return {
    started,
    async stop() {
      for (const job of jobs) await job.stop();
    },
  };
}

import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import {
  claimNextMessage,
  markFailed,
  markForRetry,
  markSent,
  type ClaimedMessage,
} from './queries/outbox-delivery.ts';
import { CLAIM_LEASE_MS, nextAttemptAt } from './retry-schedule.ts';
import { createSmtpSender, describeSendFailure, type SmtpSender } from './smtp-sender.ts';
import { createKeptMailReporter } from './kept-mail-reporter.ts';
import { startPeriodicJob, type PeriodicJobOptions } from '../jobs/periodic-job.ts';
import type { WorkerLogger } from '../jobs/worker-logger.ts';

export type OutboxWorkerOptions = Pick<PeriodicJobOptions<number>, 'poll' | 'timers'> & {
  db: Database;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxPollMs'>;
  logger: WorkerLogger;
  /** The clock; tests pass a fake one to walk through the retry schedule. */
  now?: () => Date;
  /** With no mail server and PUBLIC_URL on this machine: log each kept e-mail's links (kept-mail-reporter.ts). */
  printLinksInLog?: boolean;
  leaseMs?: number;
};

export type OutboxWorker = {
  /**
   * Sends the messages due now, one claim at a time, and resolves with how many were handled
   * (with no mail server: how many were newly reported as kept in the outbox).
   */
  drainOnce(): Promise<number>;
  /** Stops polling and waits for the message in hand. */
  stop(): Promise<void>;
};

/** Bounds one pass so a stop request or a flood of mail never holds the worker for long. */
const MAX_PER_DRAIN = 100;

/**
 * Drains the transactional outbox over SMTP.
 *
 * Delivery is at-least-once, made effectively exactly-once: a row is claimed (status `sending`, a 60 s
 * lease, attempts + 1) in its own committed statement with FOR UPDATE SKIP LOCKED, so no two workers,
 * in any number of processes, hold the same message. It is sent again only if its claim lapsed: the
 * worker died or hung between the SMTP server accepting it and the row being marked sent. For that case
 * every copy carries the same Message-ID (`<outbox id@voyage>`), which lets mail systems and readers
 * recognise the duplicate. Results are written only while the claim is still ours (same attempt number).
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, config, logger } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? CLAIM_LEASE_MS;
  const sender: SmtpSender | null = createSmtpSender(config);
  const reportKeptMail = createKeptMailReporter(db, logger, now, options.printLinksInLog === true);

  async function deliver(message: ClaimedMessage): Promise<void> {
    if (!sender) return;
    const log = { outboxId: message.id, template: message.template, attempt: message.attempts };
    try {
      await sender.send({
        id: message.id,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
      });
    } catch (error) {
      const failure = describeSendFailure(error);
      const retryAt = failure.isPermanent ? null : nextAttemptAt(message.attempts, now());
      if (retryAt) {
        await markForRetry(db, message, retryAt, failure.reason);
        logger.warn({ ...log, reason: failure.reason, retryAt }, 'e-mail not sent, will retry');
      } else {
        await markFailed(db, message, now(), failure.reason);
        logger.error({ ...log, reason: failure.reason }, 'e-mail failed');
      }
      return;
    }
    const isRecorded = await markSent(db, message, now());
    logger.info(log, isRecorded ? 'e-mail sent' : 'e-mail sent after its claim lapsed');
  }

  async function drain(stopping: AbortSignal): Promise<number> {
    if (!sender) return reportKeptMail();
    let handled = 0;
    while (!stopping.aborted && handled < MAX_PER_DRAIN) {
      const message = await claimNextMessage(db, now(), leaseMs);
      if (!message) break;
      await deliver(message);
      handled += 1;
    }
    return handled;
  }

  if (!sender) logger.info({}, 'no mail server configured (SMTP_URL): e-mails are kept in the outbox for admins');
  const job = startPeriodicJob({
    name: 'outbox worker',
    intervalMs: config.outboxPollMs,
    firstDelayMs: config.outboxPollMs,
    logger,
    poll: options.poll,
    timers: options.timers,
    run: ({ signal }) => drain(signal),
  });

  return {
    drainOnce: job.runOnce,
    async stop() {
      await job.stop();
      sender?.close();
    },
  };
}

import type { Database } from '../../db/database.ts';
import { sendPaymentReminders, type PaymentReminderRun } from '../services/send-payment-reminders.ts';
import type { WorkerLogger } from '../../jobs/worker-logger.ts';

/** Reminders are due by the calendar day: four looks an hour are ample. */
export const PAYMENT_REMINDER_INTERVAL_MS = 15 * 60_000;

export type PaymentReminderJobOptions = {
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

export type PaymentReminderJob = {
  runOnce(): Promise<PaymentReminderRun>;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
};

/**
 * Runs the payment reminders (`sendPaymentReminders`) at start and every 15 minutes, in the process,
 * like the consent deadline. Several processes may run it at once: each traveller is claimed with FOR
 * UPDATE SKIP LOCKED in the transaction that reminds them, and each reminder's row is written once.
 */
export function startPaymentReminderJob(options: PaymentReminderJobOptions): PaymentReminderJob {
  const { db, publicUrl, logger } = options;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? PAYMENT_REMINDER_INTERVAL_MS;
  let isStopping = false;
  let running: Promise<PaymentReminderRun> | null = null;
  let timer: NodeJS.Timeout | undefined;

  function runOnce(): Promise<PaymentReminderRun> {
    running ??= sendPaymentReminders({ db, publicUrl, now: now(), batchSize: options.batchSize }).finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(delayMs: number): void {
    if (isStopping || options.poll === false) return;
    timer = setTimeout(() => {
      runOnce()
        .then((result) => {
          if (result.remindersSent > 0) logger.info(result, 'payment reminders sent');
        })
        .catch((error: unknown) => logger.error({ err: error }, 'payment reminder pass failed'))
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

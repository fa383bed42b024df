import { sendPaymentReminders } from '../services/send-payment-reminders.ts';
import { serviceJob } from '../../jobs/periodic-job.ts';

/**
 * Runs the payment reminders (`sendPaymentReminders`) at start and every 15 minutes, in the process,
 * like the consent deadline. Several processes may run it at once: each traveller is claimed with FOR
 * UPDATE SKIP LOCKED in the transaction that reminds them, and each reminder's row is written once.
 */
export const startPaymentReminderJob = serviceJob({
  name: 'payment reminder',
  /** Reminders are due by the calendar day: four looks an hour are ample. */
  intervalMs: 15 * 60_000,
  service: sendPaymentReminders,
  describe: (result) => (result.remindersSent > 0 ? 'payment reminders sent' : undefined),
});

export type PaymentReminderJob = ReturnType<typeof startPaymentReminderJob>;

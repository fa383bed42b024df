import { enforceConsentDeadlines } from '../services/enforce-consent-deadlines.ts';
import { serviceJob } from '../../jobs/periodic-job.ts';

/**
 * Runs the consent deadline (`enforceConsentDeadlines`) at start and every 15 minutes, in the process,
 * like the file sweeper. Several processes may run it at once: each row is claimed with FOR UPDATE SKIP
 * LOCKED in the transaction that acts on it.
 */
export const startConsentDeadlineJob = serviceJob({
  name: 'consent deadline',
  /** Reminders and cancellations are due by the calendar day: four looks an hour are ample. */
  intervalMs: 15 * 60_000,
  service: enforceConsentDeadlines,
  describe: (result) => (result.remindersSent > 0 || result.cancelled > 0 ? 'consent deadlines applied' : undefined),
});

export type ConsentDeadlineJob = ReturnType<typeof startConsentDeadlineJob>;

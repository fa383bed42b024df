import { serviceJob } from '../../jobs/periodic-job.ts';
import { sendWeeklyDigests } from '../services/weekly-digests.ts';

/**
 * Runs the weekly digest (`sendWeeklyDigests`) at start and every 15 minutes; a pass outside Monday from 09:00
 * Cyprus time does nothing. Several processes may run it at once: each guardian's week is claimed by a unique row
 * written with the e-mail, so a second pass, here or elsewhere, sends nothing more.
 */
export const startWeeklyDigestJob = serviceJob({
  name: 'weekly digest',
  intervalMs: 15 * 60_000,
  service: sendWeeklyDigests,
  describe: (result) => (result.digestsSent > 0 ? 'weekly digests sent' : undefined),
});

export type WeeklyDigestJob = ReturnType<typeof startWeeklyDigestJob>;

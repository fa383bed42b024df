import { applyDataRetention } from '../services/apply-data-retention.ts';
import { serviceJob } from '../../jobs/periodic-job.ts';

/**
 * Runs the retention rules (`applyDataRetention`, docs/product/data-rights.md#retention) at start and every
 * hour, in the process, like the consent deadline. Several processes may run it at once: each transaction
 * deletes what is still there, rows being erased are claimed with FOR UPDATE SKIP LOCKED, and deleting an
 * object twice is harmless.
 */
export const startDataRetentionJob = serviceJob({
  name: 'data retention',
  /** Retention is due by the calendar day: a look an hour is ample. */
  intervalMs: 60 * 60_000,
  service: applyDataRetention,
  describe: (result) => (result.trips > 0 ? 'data retention applied' : undefined),
});

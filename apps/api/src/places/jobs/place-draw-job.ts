import { serviceJob } from '../../jobs/periodic-job.ts';
import { drawDueTrips } from '../services/draw-due-trips.ts';

/**
 * The fair draw (`drawDueTrips`) at start and every minute: a trip is drawn within a minute of its window
 * closing, or of its seed being set after. Several processes may run it at once: each trip's draw is made
 * under its places lock and recorded once, so the second finds it made.
 */
export const startPlaceDrawJob = serviceJob({
  name: 'fair draw',
  intervalMs: 60_000,
  service: drawDueTrips,
  describe: (result) => (result.drawn > 0 ? 'fair draws made' : undefined),
});

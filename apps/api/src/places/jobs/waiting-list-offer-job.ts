import { serviceJob } from '../../jobs/periodic-job.ts';
import { offerWaitingListPlaces } from '../services/offer-waiting-list-places.ts';

/**
 * The waiting list's offers (`offerWaitingListPlaces`) at start and every minute: lapsed offers pass on
 * within a minute of their deadline. Several processes may run it at once: each trip's look is made under
 * its row lock, so the second finds the offers the first made.
 */
export const startWaitingListOfferJob = serviceJob({
  name: 'waiting list offers',
  intervalMs: 60_000,
  service: offerWaitingListPlaces,
  describe: (result) => (result.offered > 0 || result.expired > 0 ? 'waiting list offers made' : undefined),
});

export type WaitingListOfferJob = ReturnType<typeof startWaitingListOfferJob>;

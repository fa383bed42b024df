import { serviceJob } from '../../jobs/periodic-job.ts';
import { sendDueAnnouncements } from '../services/send-due-announcements.ts';

/**
 * Sends scheduled announcements when due (`sendDueAnnouncements`), at start and every minute. Several processes
 * may run it at once: each announcement is taken by one conditional update, so it goes once.
 */
export const startAnnouncementJob = serviceJob({
  name: 'announcements',
  intervalMs: 60_000,
  service: sendDueAnnouncements,
  describe: (result) => (result.announcementsSent > 0 ? 'scheduled announcements sent' : undefined),
});

export type AnnouncementJob = ReturnType<typeof startAnnouncementJob>;

import type { Database } from '../../db/database.ts';
import { claimScheduled, dueAnnouncements } from '../queries/announcements.ts';
import { recipientsOf } from './audience.ts';
import { deliverAnnouncement } from './deliver-announcement.ts';

type DueOptions = { db: Database; publicUrl: string; now: Date; batchSize?: number };

export type DueAnnouncementsRun = { announcementsSent: number };

const BATCH = 20;

/**
 * Sends the scheduled announcements whose time has come (docs/product/announcements.md#scheduling), each to its
 * audience as it stands then. Each is taken by a conditional update in the transaction that writes its e-mails,
 * so it goes once however many passes, or processes, run.
 */
export async function sendDueAnnouncements({
  db,
  publicUrl,
  now,
  batchSize = BATCH,
}: DueOptions): Promise<DueAnnouncementsRun> {
  const result = { announcementsSent: 0 };
  for (const due of await dueAnnouncements(db, now, batchSize)) {
    const recipients = await recipientsOf(db, due.tripId, due.audience, now).catch(() => []);
    const sent = await db.transaction(async (tx) => {
      const announcement = await claimScheduled(tx, due.id, now);
      if (!announcement) return false;
      await deliverAnnouncement({
        tx,
        announcement,
        recipients,
        publicUrl,
        actorUserId: null,
        ip: null,
        requestId: null,
      });
      return true;
    });
    if (sent) result.announcementsSent += 1;
  }
  return result;
}

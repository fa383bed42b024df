import { announcementLimitReached, type AnnouncementForm, type AnnouncementSummary } from '@voyage/domain';
import { audit } from '../../audit/queries/audit-log.ts';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-error.ts';
import { announcementTimes, insertAnnouncement, lockTrip } from '../queries/announcements.ts';
import { recipientsOf } from './audience.ts';
import { deliverAnnouncement } from './deliver-announcement.ts';
import { summaryOf } from './read-announcements.ts';

type Creation = RequestOrigin & {
  db: Database;
  publicUrl: string;
  tripId: number;
  form: AnnouncementForm;
  actorUserId: string;
  now: Date;
};

/**
 * `POST /api/admin/announcements` (docs/product/announcements.md): sends it now (an e-mail per recipient through
 * the outbox) or keeps it for its set time, refused with 429 `ANNOUNCEMENT_LIMIT` over the hourly limit; audited
 * `announcement.sent` or `announcement.scheduled`.
 */
export async function createAnnouncement(creation: Creation): Promise<AnnouncementSummary> {
  const { db, form, now } = creation;
  const sendAt = form.sendAt ? new Date(form.sendAt) : null;
  const scheduled = sendAt !== null && sendAt.getTime() > now.getTime();
  const recipients = await recipientsOf(db, creation.tripId, form.audience, now);
  return db.transaction(async (tx) => {
    await lockTrip(tx, creation.tripId);
    if (announcementLimitReached(await announcementTimes(tx, creation.tripId), scheduled ? sendAt : now)) {
      throw new HttpError(429, 'ANNOUNCEMENT_LIMIT', 'Too many announcements of this trip within an hour');
    }
    const announcement = await insertAnnouncement(tx, {
      tripId: creation.tripId,
      audience: form.audience,
      subject: form.subject,
      body: form.body,
      status: scheduled ? 'scheduled' : 'sent',
      sendAt: scheduled ? sendAt : null,
      sentAt: scheduled ? null : now,
      createdByUserId: creation.actorUserId,
    });
    if (!scheduled) {
      const count = await deliverAnnouncement({ ...creation, tx, announcement, recipients });
      return summaryOf(announcement, count, { queued: count, sending: 0, sent: 0, failed: 0 });
    }
    await audit(tx, {
      ip: creation.ip,
      requestId: creation.requestId,
      actorUserId: creation.actorUserId,
      action: 'announcement.scheduled',
      entityType: 'announcement',
      entityId: announcement.id,
      tripId: creation.tripId,
      details: { audience: form.audience, recipients: recipients.length, sendAt: sendAt.toISOString() },
    });
    return summaryOf(announcement, 0, { queued: 0, sending: 0, sent: 0, failed: 0 });
  });
}

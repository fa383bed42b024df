import type { AnnouncementRecipient } from '@voyage/domain';
import { audit } from '../../audit/queries/audit-log.ts';
import type { Executor } from '../../db/executor.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { insertRecipients, type AnnouncementRow } from '../queries/announcements.ts';

type Delivery = RequestOrigin & {
  tx: Executor;
  announcement: AnnouncementRow;
  recipients: readonly AnnouncementRecipient[];
  publicUrl: string;
  /** The staff member who sent it now; null for a scheduled one the job sends. */
  actorUserId: string | null;
};

/**
 * Writes an announcement's e-mails to the outbox, one per recipient in its language, each recipient with its
 * outbox row, and the audit row `announcement.sent` with the audience and the count (no text, no names).
 */
export async function deliverAnnouncement(delivery: Delivery): Promise<number> {
  const { tx, announcement, recipients } = delivery;
  const url = new URL('/my-voyage/messages', delivery.publicUrl).toString();
  const rows = [];
  for (const recipient of recipients) {
    const { id } = await enqueueEmail(tx, {
      template: 'announcement',
      to: recipient.email,
      locale: recipient.language,
      travellerId: recipient.travellerIds[0],
      data: { url, subject: announcement.subject[recipient.language], body: announcement.body[recipient.language] },
    });
    rows.push({
      outboxId: id,
      announcementId: announcement.id,
      guardianName: recipient.guardianName,
      guardianEmail: recipient.email,
      locale: recipient.language,
      children: recipient.children,
    });
  }
  await insertRecipients(tx, rows);
  await audit(tx, {
    ip: delivery.ip,
    requestId: delivery.requestId,
    actorUserId: delivery.actorUserId,
    action: 'announcement.sent',
    entityType: 'announcement',
    entityId: announcement.id,
    tripId: announcement.tripId,
    details: {
      audience: announcement.audience,
      recipients: recipients.length,
      scheduled: announcement.sendAt !== null,
    },
  });
  return recipients.length;
}

import { isUuid, type AnnouncementSummary } from '@voyage/domain';
import { audit } from '../../audit/queries/audit-log.ts';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { cancelScheduled, findAnnouncement } from '../queries/announcements.ts';
import { summaryOf } from './read-announcements.ts';

type Cancellation = RequestOrigin & { db: Database; id: string; actorUserId: string; now: Date };

/**
 * `DELETE /api/admin/announcements/:id`: a scheduled announcement not yet sent is cancelled, audited
 * `announcement.cancelled`; one sent or cancelled already is 409 `ANNOUNCEMENT_NOT_SCHEDULED`, an unknown one 404.
 */
export async function cancelAnnouncement(cancellation: Cancellation): Promise<AnnouncementSummary> {
  const { db, id } = cancellation;
  if (!isUuid(id) || !(await findAnnouncement(db, id))) throw notFound('Announcement');
  return db.transaction(async (tx) => {
    const row = await cancelScheduled(tx, id, cancellation.now);
    if (!row) throw new HttpError(409, 'ANNOUNCEMENT_NOT_SCHEDULED', 'This announcement is not waiting to be sent');
    await audit(tx, {
      ip: cancellation.ip,
      requestId: cancellation.requestId,
      actorUserId: cancellation.actorUserId,
      action: 'announcement.cancelled',
      entityType: 'announcement',
      entityId: row.id,
      tripId: row.tripId,
      details: { audience: row.audience, sendAt: row.sendAt?.toISOString() ?? null },
    });
    return summaryOf(row, 0, { queued: 0, sending: 0, sent: 0, failed: 0 });
  });
}

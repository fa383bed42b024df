import {
  deliveryStateOf,
  isUuid,
  type AnnouncementDetail,
  type AnnouncementSummary,
  type DeliveryCounts,
} from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import {
  deliveryCounts,
  findAnnouncement,
  listAnnouncementRows,
  recipientDeliveries,
  type AnnouncementRow,
} from '../queries/announcements.ts';

const NONE: DeliveryCounts = { queued: 0, sending: 0, sent: 0, failed: 0 };

export function summaryOf(row: AnnouncementRow, recipients: number, counts: DeliveryCounts): AnnouncementSummary {
  return {
    id: row.id,
    subject: row.subject,
    audience: row.audience,
    status: row.status,
    sendAt: row.sendAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    recipients,
    counts,
  };
}

/** `GET /api/admin/announcements`: the trip's announcements, newest first, with their e-mails counted by state. */
export async function listAnnouncements(db: Database, tripId: number): Promise<AnnouncementSummary[]> {
  const rows = await listAnnouncementRows(db, tripId);
  const counted = await deliveryCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const counts = { ...NONE };
    for (const entry of counted.filter((count) => count.announcementId === row.id)) {
      counts[deliveryStateOf(entry.status)] += entry.count;
    }
    const total = counts.queued + counts.sending + counts.sent + counts.failed;
    return summaryOf(row, total, counts);
  });
}

/** `GET /api/admin/announcements/:id`: the texts and each recipient's delivery state; unknown is 404. */
export async function readAnnouncement(db: Database, id: string): Promise<AnnouncementDetail> {
  const row = isUuid(id) ? await findAnnouncement(db, id) : undefined;
  if (!row) throw notFound('Announcement');
  const deliveries = (await recipientDeliveries(db, id)).map(({ status, ...recipient }) => ({
    ...recipient,
    state: deliveryStateOf(status),
  }));
  const counts = { ...NONE };
  for (const delivery of deliveries) counts[delivery.state] += 1;
  return { ...summaryOf(row, deliveries.length, counts), body: row.body, deliveries };
}

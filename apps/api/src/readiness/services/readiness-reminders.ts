import { tripDate, type ChecklistItemKind, type HealthRemindersResult } from '@voyage/domain';
import { audit } from '../../audit/queries/audit-log.ts';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { lockTravellers, remindedOf } from '../queries/readiness.ts';
import { departureChecklists } from './checklists.ts';

type Sender = RequestOrigin & {
  db: Database;
  publicUrl: string;
  actorUserId: string;
  now: Date;
  departureId: number;
  item: ChecklistItemKind;
};

/**
 * `POST /api/admin/departures/:id/readiness/reminders` (docs/product/readiness.md#reminders): an e-mail in each
 * family's language to every child of the departure with `item` to do or overdue (not one waiting for the office
 * nor one not open yet), each audited `readiness.reminder-sent`. A family is reminded of one item once a day at most.
 */
export async function sendReadinessReminders(sender: Sender): Promise<HealthRemindersResult> {
  const { trip, travellers } = await departureChecklists(sender.db, sender.departureId, sender.now);
  const due = travellers.flatMap(({ traveller, checklist }) => {
    const open = checklist.items.find(
      (entry) => entry.kind === sender.item && (entry.state === 'todo' || entry.state === 'overdue'),
    );
    return open ? [{ traveller, dueDate: open.dueDate }] : [];
  });
  const result = { sent: 0, alreadyRemindedToday: 0 };
  await sender.db.transaction(async (tx) => {
    const ids = due.map(({ traveller }) => traveller.id);
    await lockTravellers(tx, ids);
    const remindedToday = await remindedOf(tx, ids, sender.item, dayStart(tripDate(sender.now)));
    for (const { traveller, dueDate } of due) {
      if (remindedToday.has(traveller.id)) {
        result.alreadyRemindedToday += 1;
        continue;
      }
      await enqueueEmail(tx, {
        template: 'readiness-reminder',
        to: traveller.guardianEmail,
        travellerId: traveller.id,
        locale: traveller.language,
        data: {
          url: new URL(`/my-voyage?traveller=${traveller.id}`, sender.publicUrl).toString(),
          travellerName: `${traveller.firstName} ${traveller.lastName}`,
          tripTitle: trip.title[traveller.language],
          item: sender.item,
          dueDate: dueDate ?? '',
        },
      });
      await audit(tx, {
        ip: sender.ip,
        requestId: sender.requestId,
        actorUserId: sender.actorUserId,
        action: 'readiness.reminder-sent',
        entityType: 'traveller',
        entityId: traveller.id,
        tripId: traveller.tripId,
        details: { item: sender.item },
      });
      result.sent += 1;
    }
  });
  return result;
}

/** The instant a Cyprus day begins: its midnight at UTC+3 (summer time) or UTC+2. */
function dayStart(day: string): Date {
  const summer = new Date(Date.parse(`${day}T00:00:00Z`) - 3 * 3_600_000);
  return tripDate(summer) === day ? summer : new Date(summer.getTime() + 3_600_000);
}

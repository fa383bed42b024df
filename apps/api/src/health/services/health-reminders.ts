import { tripDate, type HealthRemindersResult } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import {
  isTripDeparture,
  lockMissingHealthTraveller,
  missingHealthTravellers,
  type MissingHealthTraveller,
} from '../queries/health-dashboard.ts';
import { findHealthTraveller } from '../queries/health-records.ts';

/**
 * Reminders to complete the health record (docs/product/health.md#reminders): an e-mail in the family's
 * language with the link to the record and what is missing, audited `health.reminder-sent`. A family is not
 * reminded twice the same day (Cyprus time) about the same traveller.
 */
type Sender = RequestOrigin & { db: Database; publicUrl: string; actorUserId: string; now: Date };

const remindedToday = (row: MissingHealthTraveller, now: Date) =>
  row.lastReminderAt !== null && tripDate(row.lastReminderAt) === tripDate(now);

async function remind(tx: Executor, row: MissingHealthTraveller, sender: Sender): Promise<void> {
  await enqueueEmail(tx, {
    template: 'health-reminder',
    to: row.guardianEmail,
    travellerId: row.travellerId,
    locale: row.language,
    data: {
      url: new URL(`/my-voyage/${row.travellerId}/health`, sender.publicUrl).toString(),
      travellerName: `${row.firstName} ${row.lastName}`,
      tripTitle: row.tripTitle[row.language],
      missing: row.missing.join(','),
    },
  });
  await audit(tx, {
    ip: sender.ip,
    requestId: sender.requestId,
    actorUserId: sender.actorUserId,
    action: 'health.reminder-sent',
    entityType: 'traveller',
    entityId: row.travellerId,
    tripId: row.tripId,
    details: { missing: row.missing },
  });
}

/** `POST /api/admin/travellers/:id/health/reminder`. */
export async function sendHealthReminder(sender: Sender & { travellerId: string }): Promise<HealthRemindersResult> {
  const traveller = await findHealthTraveller(sender.db, sender.travellerId);
  if (!traveller || traveller.status !== 'approved') throw notFound('Traveller');
  await sender.db.transaction(async (tx) => {
    const row = await lockMissingHealthTraveller(tx, sender.travellerId);
    if (!row) throw new HttpError(409, 'HEALTH_RECORD_COMPLETE', 'The health record is already complete');
    if (remindedToday(row, sender.now)) {
      throw new HttpError(409, 'HEALTH_REMINDER_SENT_TODAY', 'This family was already reminded today');
    }
    await remind(tx, row, sender);
  });
  return { sent: 1, alreadyRemindedToday: 0 };
}

/** `POST /api/admin/dashboard/health/reminders`: every traveller of the departure still missing something. */
export async function sendDepartureHealthReminders(
  sender: Sender & { tripId: number; departureId: number },
): Promise<HealthRemindersResult> {
  if (!(await isTripDeparture(sender.db, sender.tripId, sender.departureId))) throw notFound('Departure');
  const result = { sent: 0, alreadyRemindedToday: 0 };
  await sender.db.transaction(async (tx) => {
    for (const listed of await missingHealthTravellers(tx, sender.tripId, sender.departureId)) {
      const row = await lockMissingHealthTraveller(tx, listed.travellerId);
      if (!row) continue;
      if (remindedToday(row, sender.now)) result.alreadyRemindedToday += 1;
      else {
        await remind(tx, row, sender);
        result.sent += 1;
      }
    }
  });
  return result;
}

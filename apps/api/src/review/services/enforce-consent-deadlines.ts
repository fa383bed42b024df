import {
  CANCELLATION_REASONS,
  transitionRegistration,
  tripDate,
  daysBetween,
  type ConsentReminder,
} from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { leaveWaitingList } from '../../places/services/leave-waiting-list.ts';
import { cancellationMoneyData } from '../../payments/mail/cancellation-money-text.ts';
import { recordCancellationMoney } from '../../payments/services/cancellation-money.ts';
import {
  cancelTraveller,
  claimConsentDue,
  markConsentReminderSent,
  type ConsentDueTraveller,
} from '../queries/consent-deadlines.ts';

type EnforceOptions = {
  db: Database;
  /** Links in the e-mails lead to My Voyage on this address. */
  publicUrl: string;
  now: Date;
  /** Travellers handled per transaction. */
  batchSize?: number;
};

export type ConsentDeadlineRun = { remindersSent: number; cancelled: number };

const BATCH = 50;

/** What both e-mails say about the traveller. */
function mailData(row: ConsentDueTraveller, publicUrl: string) {
  return {
    url: new URL('/my-voyage', publicUrl).toString(),
    travellerName: `${row.firstName} ${row.lastName}`,
    tripTitle: row.tripTitle[row.language],
    deadline: row.consentDeadline,
  };
}

async function sendReminder(
  tx: Executor,
  row: ConsentDueTraveller,
  reminder: ConsentReminder,
  { publicUrl, now, today }: { publicUrl: string; now: Date; today: string },
): Promise<void> {
  const daysLeft = daysBetween(today, row.consentDeadline);
  await markConsentReminderSent(tx, row.id, reminder, now);
  await enqueueEmail(tx, {
    template: 'consent-reminder',
    to: row.guardianEmail,
    travellerId: row.id,
    locale: row.language,
    data: { ...mailData(row, publicUrl), daysLeft: String(daysLeft) },
  });
  await audit(tx, {
    ip: null,
    requestId: null,
    actorUserId: null,
    action: 'registration.consent-reminder-sent',
    entityType: 'traveller',
    entityId: row.id,
    tripId: row.tripId,
    details: { reminder, deadline: row.consentDeadline, daysLeft },
  });
}

async function cancel(tx: Executor, row: ConsentDueTraveller, { publicUrl, now }: { publicUrl: string; now: Date }) {
  const reason = CANCELLATION_REASONS.consentMissing;
  // The claim selected approved rows only, so this is the state the row is in.
  const change = transitionRegistration({ status: 'approved', statusBeforeDeletion: null }, 'cancel', {
    actor: 'system',
    now,
    reason,
  });
  if (!change.ok) throw new Error(`the consent deadline cannot cancel traveller ${row.id}: ${change.code}`);
  await cancelTraveller(tx, row.id, change);
  // The same schedule as a withdrawal's keeps its fee (docs/product/payments.md#refunds).
  const money = await recordCancellationMoney(tx, row.id, now);
  await enqueueEmail(tx, {
    template: 'registration-cancelled',
    to: row.guardianEmail,
    travellerId: row.id,
    locale: row.language,
    data: { ...mailData(row, publicUrl), ...cancellationMoneyData(money) },
  });
  await audit(tx, {
    ip: null,
    requestId: null,
    actorUserId: null,
    action: 'registration.cancelled',
    entityType: 'traveller',
    entityId: row.id,
    tripId: row.tripId,
    details: {
      from: 'approved',
      to: change.status,
      reason: change.reason,
      deadline: row.consentDeadline,
      paidCents: money.paidCents,
      keptCents: money.keptCents,
      refundCents: money.refundCents,
    },
  });
  await leaveWaitingList(tx, { traveller: row, action: 'cancel', now, publicUrl });
}

/**
 * One pass of the consent deadline (docs/product/review.md#consent-deadline), for every trip: approved
 * registrations whose consent document has not arrived are cancelled once their deadline day has passed
 * (Europe/Nicosia), and reminded 7 and 2 days before it. Each batch is one transaction that locks its
 * rows (FOR UPDATE SKIP LOCKED) and writes the step's mark, the e-mail (outbox) and the audit row
 * together, so with several processes each step happens, and each e-mail is written, once.
 */
export async function enforceConsentDeadlines({
  db,
  publicUrl,
  now,
  batchSize = BATCH,
}: EnforceOptions): Promise<ConsentDeadlineRun> {
  const today = tripDate(now);
  const run: ConsentDeadlineRun = { remindersSent: 0, cancelled: 0 };
  const inBatches = async (step: ConsentReminder | 'cancel') => {
    for (;;) {
      const handled = await db.transaction(async (tx) => {
        const rows = await claimConsentDue(tx, { step, today, limit: batchSize });
        for (const row of rows) {
          if (step === 'cancel') await cancel(tx, row, { publicUrl, now });
          else await sendReminder(tx, row, step, { publicUrl, now, today });
        }
        return rows.length;
      });
      if (step === 'cancel') run.cancelled += handled;
      else run.remindersSent += handled;
      if (handled < batchSize) return;
    }
  };
  // A registration past its deadline is cancelled, not reminded.
  await inBatches('cancel');
  await inBatches(2);
  await inBatches(7);
  return run;
}

import {
  approvalDay,
  dueReminderKind,
  paymentPicture,
  scaledPlan,
  travellerPlan,
  tripDate,
  type InstalmentStanding,
  type PaymentReminderKind,
} from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import {
  claimPaymentReminderTravellers,
  recordPaymentReminder,
  type PaymentReminderTraveller,
} from '../queries/payment-reminders.ts';

type SendOptions = {
  db: Database;
  /** Links in the e-mails lead to My Voyage on this address. */
  publicUrl: string;
  now: Date;
  /** Travellers handled per transaction. */
  batchSize?: number;
};

export type PaymentReminderRun = { remindersSent: number };

const BATCH = 50;

async function remind(
  tx: Executor,
  row: PaymentReminderTraveller,
  instalment: InstalmentStanding,
  kind: PaymentReminderKind,
  { publicUrl, now }: { publicUrl: string; now: Date },
): Promise<boolean> {
  const amountCents = instalment.remainingCents;
  const recorded = await recordPaymentReminder(tx, {
    travellerId: row.id,
    instalment: instalment.key,
    dueDate: instalment.dueDate,
    kind,
    amountCents,
    sentAt: now,
  });
  if (!recorded) return false;
  await enqueueEmail(tx, {
    template: 'payment-reminder',
    to: row.guardianEmail,
    travellerId: row.id,
    locale: row.language,
    data: {
      url: new URL('/my-voyage', publicUrl).toString(),
      travellerName: `${row.firstName} ${row.lastName}`,
      tripTitle: row.tripTitle[row.language],
      kind,
      instalment: instalment.label[row.language],
      amountCents: String(amountCents),
      dueDate: instalment.dueDate,
      personalCode: row.personalCode,
      ...(row.paymentReference ? { paymentReference: row.paymentReference } : {}),
      beneficiary: row.bankDetails.beneficiary,
      iban: row.bankDetails.accountNumber,
      bank: row.bankDetails.bank,
      bic: row.bankDetails.bic,
    },
  });
  await audit(tx, {
    ip: null,
    requestId: null,
    actorUserId: null,
    action: 'payment.reminder-sent',
    entityType: 'traveller',
    entityId: row.id,
    tripId: row.tripId,
    details: { instalment: instalment.key, dueDate: instalment.dueDate, kind, amountCents },
  });
  return true;
}

/**
 * One pass of the payment reminders (docs/product/payments.md#reminders), for every trip: each approved
 * traveller with a personal code is reminded of every instalment not covered by money received or
 * Processing, 7 days before its due date and once after it (Europe/Nicosia days), its amount and due date as the
 * traveller owes it (the plan scaled to its own price, moved by the approval, `travellerPlan`), and never on the day of the approval. Each batch is one
 * transaction that locks its travellers (FOR UPDATE SKIP LOCKED) and writes the reminder's row, the
 * e-mail (outbox) and the audit row together; the row's primary key makes each reminder go once, however
 * many processes run the job. Batches follow the travellers' ids, so a traveller owed nothing after all is
 * not claimed again in the same pass.
 */
export async function sendPaymentReminders({
  db,
  publicUrl,
  now,
  batchSize = BATCH,
}: SendOptions): Promise<PaymentReminderRun> {
  const today = tripDate(now);
  const run: PaymentReminderRun = { remindersSent: 0 };
  let after: string | null = null;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await claimPaymentReminderTravellers(tx, { today, after, limit: batchSize });
      let sent = 0;
      for (const row of rows) {
        const approvedOn = approvalDay(row.approvedAt);
        const plan = travellerPlan(scaledPlan(row.paymentPlan, row.priceCents), {
          approvedOn,
          graceDays: row.paymentGraceDays,
        });
        const picture = paymentPicture(plan, row.payments, today);
        for (const instalment of picture.instalments) {
          const kind = dueReminderKind(instalment, today, approvedOn);
          if (kind && (await remind(tx, row, instalment, kind, { publicUrl, now }))) sent += 1;
        }
      }
      return { claimed: rows.length, last: rows.at(-1)?.id ?? null, sent };
    });
    run.remindersSent += batch.sent;
    if (batch.claimed < batchSize || batch.last === null) return run;
    after = batch.last;
  }
}

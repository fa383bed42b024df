import {
  PAYMENT_METHODS,
  PAYMENT_REMINDER_KINDS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentReminderKind,
  type PaymentStatus,
} from '@voyage/domain';
import type { Instalment } from '@voyage/domain';
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, instant, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { inList } from './in-list.ts';
import { travellers } from './travellers.ts';

/**
 * Money for a traveller: a bank transfer a guardian reports with its receipt, which staff confirm or
 * reject, or money staff record themselves (cash, a transfer seen in the bank statement). Which
 * instalments it settles follows from the plan (docs/product/payments.md#balance), not from the row.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    travellerId: uuid('traveller_id')
      .notNull()
      .references(() => travellers.id, { onDelete: 'cascade' }),
    /** The traveller's trip, kept on the row (and held to it by a foreign key) for the queue's waiting ones. */
    tripId: integer('trip_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentStatus>().default('pending').notNull(),
    method: text('method').$type<PaymentMethod>().default('transfer').notNull(),
    /** The day the family says it made the transfer; null for money staff recorded. */
    transferDate: date('transfer_date', { mode: 'string' }),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    submittedAt: instant('submitted_at').defaultNow().notNull(),
    receivedAt: instant('received_at'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    /** Staff who recorded it, for money that came without a receipt. */
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    /** Staff's note on money they recorded (a cash receipt's number, the bank statement line). */
    note: text('note'),
    /** The account the money came from, when staff know it (compact IBAN): a refund goes back to it. */
    payerIban: text('payer_iban'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payments_traveller_id_idx').on(table.travellerId),
    index('payments_file_id_idx').on(table.fileId),
    check('payments_amount_check', sql`${table.amountCents} > 0`),
    check('payments_status_check', sql`${table.status} in ${inList(PAYMENT_STATUSES)}`),
    check('payments_method_check', sql`${table.method} in ${inList(PAYMENT_METHODS)}`),
    index('payments_pending_idx')
      .on(table.submittedAt)
      .where(sql`${table.status} = 'pending'`),
    // The queue's Waiting tab, oldest first, read from the trip's waiting receipts alone (docs/product/admin.md#lists).
    index('payments_trip_pending_idx')
      .on(table.tripId, table.submittedAt, table.id)
      .where(sql`${table.status} = 'pending'`),
    // The trip is the traveller's: a traveller moved to another trip takes its payments along.
    foreignKey({
      name: 'payments_traveller_trip_fk',
      columns: [table.travellerId, table.tripId],
      foreignColumns: [travellers.id, travellers.tripId],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    // The payments queue's lists other than the waiting one open newest first: their first page is read from the
    // index rather than by sorting every payment of the trip (docs/product/admin.md#lists).
    index('payments_submitted_at_idx').on(table.submittedAt, table.id),
  ],
);

/**
 * The payment reminders sent: one row per traveller, instalment, due date and kind, written in the
 * transaction that queues the e-mail, so each reminder goes once however many processes run the job.
 * The due date is part of the key: a plan moved to a new date reminds again.
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    travellerId: uuid('traveller_id')
      .notNull()
      .references(() => travellers.id, { onDelete: 'cascade' }),
    instalment: text('instalment').$type<Instalment['key']>().notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    kind: text('kind').$type<PaymentReminderKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    sentAt: instant('sent_at').defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.travellerId, table.instalment, table.dueDate, table.kind] }),
    check('payment_reminders_kind_check', sql`${table.kind} in ${inList(PAYMENT_REMINDER_KINDS)}`),
  ],
);

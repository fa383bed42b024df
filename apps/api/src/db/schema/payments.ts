import { PAYMENT_STATUSES } from '@voyage/domain';
import type { Instalment } from '@voyage/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, instant } from './columns.ts';
import { files } from './files.ts';
import { inList } from './in-list.ts';
import { travellers } from './travellers.ts';

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A bank transfer a guardian reports (with its receipt) and staff review. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    travellerId: uuid('traveller_id')
      .notNull()
      .references(() => travellers.id, { onDelete: 'cascade' }),
    instalment: text('instalment').$type<Instalment['key']>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentStatus>().default('pending').notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    submittedAt: instant('submitted_at').defaultNow().notNull(),
    receivedAt: instant('received_at'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('payments_traveller_id_idx').on(table.travellerId),
    index('payments_file_id_idx').on(table.fileId),
    check('payments_amount_check', sql`${table.amountCents} > 0`),
    check('payments_status_check', sql`${table.status} in ${inList(PAYMENT_STATUSES)}`),
    check('payments_instalment_check', sql`${table.instalment} in ('deposit', 'balance')`),
  ],
);

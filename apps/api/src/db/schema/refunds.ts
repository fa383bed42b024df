import { REFUND_IBAN_SOURCES, type RefundIbanSource } from '@voyage/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';
import { inList } from './in-list.ts';
import { travellers } from './travellers.ts';

/**
 * What a cancelled registration kept of the money received and owes back (docs/product/payments.md#refunds):
 * written with the cancellation, in its transaction, from the trip's schedule on that day. Staff send the
 * refund to the account the money came from (or one they entered, with a reason) and mark it refunded.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    travellerId: uuid('traveller_id')
      .notNull()
      .references(() => travellers.id, { onDelete: 'cascade' }),
    cancelledOn: date('cancelled_on', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    paidCents: integer('paid_cents').notNull(),
    keptCents: integer('kept_cents').notNull(),
    refundCents: integer('refund_cents').notNull(),
    /** Compact IBAN the refund goes to; null until known. */
    iban: text('iban'),
    ibanSource: text('iban_source').$type<RefundIbanSource>(),
    /** Why staff sent it to another account than the paying one. */
    ibanReason: text('iban_reason'),
    ibanEnteredBy: text('iban_entered_by').references(() => user.id, { onDelete: 'set null' }),
    refundedOn: date('refunded_on', { mode: 'string' }),
    refundedBy: text('refunded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('refunds_traveller_id_idx').on(table.travellerId),
    check('refunds_amounts_check', sql`${table.keptCents} >= 0 and ${table.refundCents} >= 0`),
    check('refunds_sum_check', sql`${table.keptCents} + ${table.refundCents} = ${table.paidCents}`),
    check('refunds_iban_source_check', sql`${table.ibanSource} in ${inList(REFUND_IBAN_SOURCES)}`),
  ],
);

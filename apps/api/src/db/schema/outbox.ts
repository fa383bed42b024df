import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { travellers } from './travellers.ts';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Transactional outbox: an e-mail is a row written in the same transaction as the change that causes it,
 * rendered at that moment (subject, text and HTML in the recipient's language). A worker claims due rows
 * and sends them over SMTP; the row id is the Message-ID, so a resend after a crash can be recognised.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    /** The registration the message is about, if any: erasing it removes the message, sent or not. */
    travellerId: uuid('traveller_id').references(() => travellers.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<'el' | 'en'>().notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status').$type<OutboxStatus>().default('pending').notNull(),
    attempts: integer('attempts').default(0).notNull(),
    nextAttemptAt: instant('next_attempt_at').defaultNow().notNull(),
    /** While `sending`: the claim lapses at this instant, so a worker killed mid-send does not strand the row. */
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    failedAt: instant('failed_at'),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_created_idx').on(table.createdAt),
    index('outbox_traveller_idx').on(table.travellerId),
  ],
);

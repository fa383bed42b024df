import type { AnnouncementAudience, AnnouncementStatus, LocalizedText, Locale } from '@voyage/domain';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, instant, updatedAt } from './columns.ts';
import { outbox } from './outbox.ts';
import { trips } from './trips.ts';

/**
 * Staff announcements (docs/product/announcements.md): the texts in both languages, the audience, and when it
 * goes: `scheduled` until `send_at`, then `sent` (its recipients written with their e-mails), or `cancelled`.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    audience: jsonb('audience').$type<AnnouncementAudience>().notNull(),
    subject: jsonb('subject').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    status: text('status').$type<AnnouncementStatus>().notNull(),
    sendAt: instant('send_at'),
    sentAt: instant('sent_at'),
    cancelledAt: instant('cancelled_at'),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('announcements_trip_idx').on(table.tripId, table.createdAt),
    index('announcements_due_idx').on(table.status, table.sendAt),
  ],
);

/**
 * One e-mail of a sent announcement: the guardian it went to, in which language, about which children, and its
 * outbox row, whose status is the delivery state. Deleted with that row (retention, a family's erasure).
 */
export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    outboxId: uuid('outbox_id')
      .primaryKey()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    guardianName: text('guardian_name').notNull(),
    guardianEmail: text('guardian_email').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    children: text('children').array().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('announcement_recipients_announcement_idx').on(table.announcementId)],
);

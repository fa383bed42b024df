import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { instant } from './columns.ts';

/**
 * The weekly digests sent (docs/product/readiness.md#weekly-digest): one row per guardian and ISO week
 * (`2027-W05`), written with the digest's e-mail, so a guardian gets at most one a week whoever sends it.
 */
export const weeklyDigests = pgTable(
  'weekly_digests',
  {
    guardianUserId: text('guardian_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    week: text('week').notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.guardianUserId, table.week] })],
);

import { CHANGE_REQUEST_STATUSES, type ChangeRequestStatus, type RequestedChange } from '@voyage/domain';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, instant } from './columns.ts';
import { inList } from './in-list.ts';
import { travellers } from './travellers.ts';

/**
 * A correction the family asked for after the freeze (docs/product/corrections.md#after-the-freeze): staff
 * approve it (the change is then made, as a staff edit is) or refuse it with a reason. It goes with the traveller.
 */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    travellerId: uuid('traveller_id')
      .notNull()
      .references(() => travellers.id, { onDelete: 'cascade' }),
    changes: jsonb('changes').$type<RequestedChange[]>().notNull(),
    status: text('status').$type<ChangeRequestStatus>().default('waiting').notNull(),
    sentBy: text('sent_by').references(() => user.id, { onDelete: 'set null' }),
    /** The guardian's name as it was when sent: kept if the account goes. */
    sentByName: text('sent_by_name').notNull(),
    sentAt: instant('sent_at').defaultNow().notNull(),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: instant('decided_at'),
    /** Why staff refused it; empty otherwise. */
    reason: text('reason').default('').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('change_requests_traveller_id_idx').on(table.travellerId, table.sentAt),
    index('change_requests_waiting_idx')
      .on(table.sentAt)
      .where(sql`${table.status} = 'waiting'`),
    check('change_requests_status_check', sql`${table.status} in ${inList(CHANGE_REQUEST_STATUSES)}`),
  ],
);

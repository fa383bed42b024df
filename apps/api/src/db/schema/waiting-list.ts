import { WAITING_ENTRY_STATES, type WaitingEntryStateKind } from '@voyage/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { inList } from './in-list.ts';
import { travellers } from './travellers.ts';
import { trips } from './trips.ts';

/**
 * A registration received while its trip was full (docs/product/places.md#waiting-list): its place in the
 * queue (never renumbered), its sibling group (the guardian's e-mail) and where its offer stands. One per
 * registration; it goes with the registration.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    travellerId: uuid('traveller_id')
      .primaryKey()
      .references(() => travellers.id, { onDelete: 'cascade' }),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The guardian's children share it (siblings). */
    siblingGroup: text('sibling_group').notNull(),
    state: text('state').$type<WaitingEntryStateKind>().default('waiting').notNull(),
    offeredAt: instant('offered_at'),
    expiresAt: instant('expires_at'),
    /** Staff's reason for an offer out of turn; null for an offer in turn. */
    outOfTurnReason: text('out_of_turn_reason'),
    /** When the offer was accepted, declined, lapsed, or the registration left the list. */
    answeredAt: instant('answered_at'),
    joinedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('waiting_list_entries_trip_position_idx').on(table.tripId, table.position),
    // The offer job looks for trips with someone waiting and offers past their deadline.
    index('waiting_list_entries_open_idx')
      .on(table.tripId, table.state)
      .where(sql`${table.state} in ('waiting', 'offered')`),
    check('waiting_list_entries_state_check', sql`${table.state} in ${inList(WAITING_ENTRY_STATES)}`),
    check(
      'waiting_list_entries_offer_check',
      sql`(${table.state} = 'offered') <= (${table.offeredAt} is not null and ${table.expiresAt} is not null)`,
    ),
  ],
);

import type { AbsenceReason, MarkState, TripDayAction } from '@voyage/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, instant } from './columns.ts';
import { departures } from './departures.ts';
import { travellers } from './travellers.ts';

/**
 * The trip day's actions (docs/product/trip-day.md#sync): every mark, undo, added checkpoint and close an
 * escort's phone sent, as sent. The action id is the phone's: a second sending of the same action meets the
 * primary key and records nothing. Checkpoints' headcounts are read from these rows. A traveller's marks go
 * with the traveller (erasure), the departure's with the trip's health records (retention).
 */
export const tripDayActions = pgTable(
  'trip_day_actions',
  {
    actionId: uuid('action_id').primaryKey(),
    departureId: integer('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'cascade' }),
    type: text('type').$type<TripDayAction['type']>().notNull(),
    checkpointKey: text('checkpoint_key'),
    travellerId: uuid('traveller_id').references(() => travellers.id, { onDelete: 'cascade' }),
    state: text('state').$type<MarkState>(),
    reason: text('reason').$type<AbsenceReason>(),
    undoes: uuid('undoes'),
    title: text('title'),
    date: date('date', { mode: 'string' }),
    time: text('time'),
    /** When the escort acted, by the phone's clock. */
    at: instant('at').notNull(),
    /** Who sent it: the account while it exists, the name always. */
    byUserId: text('by_user_id').references(() => user.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull(),
    recordedAt: createdAt(),
  },
  (table) => [
    index('trip_day_actions_departure_idx').on(table.departureId, table.at),
    index('trip_day_actions_traveller_idx').on(table.travellerId),
    check('trip_day_actions_type_check', sql`${table.type} in ('mark', 'undo', 'add-checkpoint', 'close')`),
  ],
);

/**
 * One download of a departure's pack: the phone later asks with its id whether to keep the pack, and is told
 * to wipe it once the account is no longer staff or no longer accompanies the departure.
 */
export const tripDayPacks = pgTable(
  'trip_day_packs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    departureId: integer('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'cascade' }),
    issuedAt: createdAt(),
  },
  (table) => [index('trip_day_packs_departure_idx').on(table.departureId)],
);

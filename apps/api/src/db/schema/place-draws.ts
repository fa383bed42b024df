import type { DrawRecord } from '@voyage/domain';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { trips } from './trips.ts';

/**
 * A trip's fair draw, made once (docs/product/places.md#fair-allocation): the seed it used, the published
 * record (`drawRecord`: identifiers, sibling groups and schools, no names), the drawn order and how many
 * of it were placed. One per trip: a second look at the trip finds it and draws nothing.
 */
export const placeDraws = pgTable('place_draws', {
  tripId: integer('trip_id')
    .primaryKey()
    .references(() => trips.id, { onDelete: 'cascade' }),
  seed: text('seed').notNull(),
  algorithm: text('algorithm').notNull(),
  record: jsonb('record').$type<DrawRecord>().notNull(),
  /** Every registration drawn, by identifier, in the drawn order. */
  drawnOrder: jsonb('drawn_order').$type<string[]>().notNull(),
  placed: integer('placed').notNull(),
  drawnAt: createdAt(),
});

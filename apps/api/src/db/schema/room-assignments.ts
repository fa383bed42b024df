import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { departures } from './departures.ts';
import { travellers } from './travellers.ts';

/**
 * A traveller's room in a departure's hotel (docs/product/rooming.md): rooms are numbered from 1 within the
 * departure and exist while someone is in them. A traveller has one room at most, whatever the departure.
 */
export const roomAssignments = pgTable(
  'room_assignments',
  {
    departureId: integer('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'cascade' }),
    travellerId: uuid('traveller_id')
      .notNull()
      .references(() => travellers.id, { onDelete: 'cascade' }),
    room: integer('room').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('room_assignments_traveller_idx').on(table.travellerId),
    index('room_assignments_departure_room_idx').on(table.departureId, table.room),
    check('room_assignments_room_check', sql`${table.room} > 0`),
  ],
);

import type { Escort, Flight, LocalizedText } from '@voyage/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, instant, updatedAt } from './columns.ts';
import { trips } from './trips.ts';

/** A group flight out and back with its hotel; schools are assigned to one departure each. */
export const departures = pgTable(
  'departures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    outboundDate: date('outbound_date', { mode: 'string' }).notNull(),
    inboundDate: date('inbound_date', { mode: 'string' }).notNull(),
    carrier: text('carrier').notNull(),
    hotel: text('hotel').notNull(),
    flights: jsonb('flights').$type<Flight[]>().notNull(),
    /** The travel escorts named for this departure: one is needed per 15 travellers. */
    escorts: jsonb('escorts').$type<Escort[]>().default([]).notNull(),
    /** Its own places (docs/product/places.md): `null` leaves only the trip's capacity to limit it. */
    seats: integer('seats'),
    /**
     * Rooming (docs/product/rooming.md): when its rooms last changed (the stale-edit check of every rooming
     * change) and, while locked for the hotel, when and by whom. Rooming changes leave `updatedAt` alone.
     */
    roomingUpdatedAt: instant('rooming_updated_at'),
    roomingLockedAt: instant('rooming_locked_at'),
    roomingLockedBy: text('rooming_locked_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('departures_trip_id_idx').on(table.tripId, table.outboundDate),
    check('departures_dates_check', sql`${table.outboundDate} <= ${table.inboundDate}`),
    check('departures_seats_check', sql`${table.seats} is null or ${table.seats} > 0`),
  ],
);

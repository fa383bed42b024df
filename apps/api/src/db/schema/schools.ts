import { DISTRICTS, type District } from '@voyage/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { departures } from './departures.ts';
import { trips } from './trips.ts';
import { inList } from './in-list.ts';

/** A school taking part in one trip; parents register with its code. */
export const schools = pgTable(
  'schools',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    district: text('district').$type<District>().notNull(),
    registrationCode: text('registration_code').notNull(),
    /** The school's contact teacher; empty until staff name one. */
    contactName: text('contact_name').default('').notNull(),
    contactEmail: text('contact_email').default('').notNull(),
    departureId: integer('departure_id').references(() => departures.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('schools_trip_code_idx').on(table.tripId, table.registrationCode),
    index('schools_departure_id_idx').on(table.departureId),
    check('schools_district_check', sql`${table.district} in ${inList(DISTRICTS)}`),
  ],
);

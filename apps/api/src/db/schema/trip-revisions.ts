import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * How many times each trip's registrations, payments, documents, schools, departures, waiting list or its own row
 * have changed: a number the staff's figures kept in the process are keyed by, so the dashboard and the lists'
 * counts are worked out again only when they can have changed (docs/architecture.md#figures-kept-per-revision).
 * Triggers of migration 0041 move it forward when each writing transaction commits, once per trip; no code writes
 * it. No foreign key: a trip's row may be bumped in the transaction that deletes the trip.
 */
export const tripRevisions = pgTable('trip_revisions', {
  tripId: integer('trip_id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).default(1).notNull(),
});

import type { StaffRole } from '@voyage/domain';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';
import { departures } from './departures.ts';

/**
 * A staff account's role (docs/product/staff-roles.md): one row per account whose `user.role` is `admin`,
 * written with the invitation's acceptance and changed by an administrator. No row: no staff rights.
 */
export const staffRoles = pgTable('staff_roles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  role: text('role').$type<StaffRole>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The departures an escort accompanies: the only ones they see. */
export const staffDepartures = pgTable(
  'staff_departures',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    departureId: integer('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.departureId] }),
    index('staff_departures_departure_idx').on(table.departureId),
  ],
);

import type { AccountTokenPurpose, StaffRole } from '@voyage/domain';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, instant } from './columns.ts';
import { travellers } from './travellers.ts';

/**
 * Single-use, expiring links: an admin's invitation of another admin, a guardian's account for a
 * registration, and the confirmation of a registration's guardian e-mail. Only the SHA-256 of the token is stored; the token travels in the link.
 */
export const accountTokens = pgTable(
  'account_token',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    travellerId: uuid('traveller_id').references(() => travellers.id, { onDelete: 'cascade' }),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
    /** An invitation's role, and an escort's departures, given when it is accepted (docs/product/staff-roles.md). */
    staffRole: text('staff_role').$type<StaffRole>(),
    staffDepartureIds: jsonb('staff_departure_ids').$type<number[]>(),
  },
  (table) => [index('account_token_email_idx').on(table.email, table.purpose)],
);

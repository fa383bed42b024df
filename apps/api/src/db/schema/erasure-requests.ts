import { ERASURE_SCOPES, type ErasureScope } from '@voyage/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { instant } from './columns.ts';
import { inList } from './in-list.ts';
import { travellers } from './travellers.ts';

/**
 * A guardian's request to erase a registration or the whole family (docs/product/data-rights.md#erasure),
 * waiting for staff. One per registration; it goes with the registration when staff carry it out.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    travellerId: uuid('traveller_id')
      .primaryKey()
      .references(() => travellers.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<ErasureScope>().notNull(),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    requestedAt: instant('requested_at').defaultNow().notNull(),
  },
  (table) => [
    index('erasure_requests_requested_at_idx').on(table.requestedAt),
    check('erasure_requests_scope_check', sql`${table.scope} in ${inList(ERASURE_SCOPES)}`),
  ],
);

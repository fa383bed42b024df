import {
  HEALTH_ADDENDUM_STATUSES,
  HEALTH_SECTIONS,
  type HealthAddendumStatus,
  type HealthSection,
} from '@voyage/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, instant } from './columns.ts';
import { inList } from './in-list.ts';
import { travellers } from './travellers.ts';

/**
 * A change the family sent to the health lead after the freeze (docs/product/health.md#changes-after-the-freeze):
 * the text and staff's note sealed as the record's free texts are (`health/health-cipher.ts`). The record itself
 * is never changed. It goes with the traveller, and with the health record after the trip.
 */
export const healthAddenda = pgTable(
  'health_addenda',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    travellerId: uuid('traveller_id')
      .notNull()
      .references(() => travellers.id, { onDelete: 'cascade' }),
    section: text('section').$type<HealthSection>(),
    /** What changed, sealed. */
    text: text('text').notNull(),
    status: text('status').$type<HealthAddendumStatus>().default('waiting').notNull(),
    sentBy: text('sent_by').references(() => user.id, { onDelete: 'set null' }),
    /** The guardian's name as it was when sent: kept if the account goes. */
    sentByName: text('sent_by_name').notNull(),
    sentAt: instant('sent_at').defaultNow().notNull(),
    acknowledgedBy: text('acknowledged_by').references(() => user.id, { onDelete: 'set null' }),
    acknowledgedByName: text('acknowledged_by_name'),
    acknowledgedAt: instant('acknowledged_at'),
    /** The health lead's note, sealed; empty when none. */
    note: text('note').default('').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('health_addenda_traveller_id_idx').on(table.travellerId, table.sentAt),
    index('health_addenda_waiting_idx')
      .on(table.sentAt)
      .where(sql`${table.status} = 'waiting'`),
    check('health_addenda_status_check', sql`${table.status} in ${inList(HEALTH_ADDENDUM_STATUSES)}`),
    check(
      'health_addenda_section_check',
      sql`${table.section} is null or ${table.section} in ${inList(HEALTH_SECTIONS)}`,
    ),
  ],
);

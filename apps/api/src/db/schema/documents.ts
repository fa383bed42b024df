import { DOCUMENT_STATUSES, DOCUMENT_TYPES, type DocumentStatus } from '@voyage/domain';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, instant } from './columns.ts';
import { files } from './files.ts';
import { inList } from './in-list.ts';
import { travellers } from './travellers.ts';

export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type { DocumentStatus };

/** A traveller's identity document or signed consent, reviewed by staff. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    travellerId: uuid('traveller_id')
      .notNull()
      .references(() => travellers.id, { onDelete: 'cascade' }),
    /** The traveller's trip, kept on the row (and held to it by a foreign key) for the queue's waiting ones. */
    tripId: integer('trip_id').notNull(),
    type: text('type').$type<DocumentType>().notNull(),
    status: text('status').$type<DocumentStatus>().default('pending').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    uploadedAt: instant('uploaded_at').defaultNow().notNull(),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: instant('reviewed_at'),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('documents_traveller_id_idx').on(table.travellerId),
    index('documents_file_id_idx').on(table.fileId),
    index('documents_pending_idx')
      .on(table.uploadedAt)
      .where(sql`${table.status} = 'pending'`),
    // The queue's Waiting tab, oldest first: its first page read from the trip's waiting documents alone, where
    // it read every trip's in arrival order until 25 of this one's were found (docs/product/admin.md#lists).
    index('documents_trip_pending_idx')
      .on(table.tripId, table.uploadedAt, table.id)
      .where(sql`${table.status} = 'pending'`),
    // The trip is the traveller's: a traveller moved to another trip takes its documents along.
    foreignKey({
      name: 'documents_traveller_trip_fk',
      columns: [table.travellerId, table.tripId],
      foreignColumns: [travellers.id, travellers.tripId],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    // The documents queue's lists other than the waiting one open newest first: their first page is read from the
    // index rather than by sorting every document of the trip (docs/product/admin.md#lists).
    index('documents_uploaded_at_idx').on(table.uploadedAt, table.id),
    check('documents_type_check', sql`${table.type} in ${inList(DOCUMENT_TYPES)}`),
    check('documents_status_check', sql`${table.status} in ${inList(DOCUMENT_STATUSES)}`),
  ],
);

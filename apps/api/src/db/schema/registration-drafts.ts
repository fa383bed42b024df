import {
  ID_DOCUMENT_TYPES,
  REGISTRATION_STEPS,
  type IdDocumentType,
  type RegistrationStep,
  type TravellerDetailsDraft,
} from '@voyage/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { inList } from './in-list.ts';
import { schools } from './schools.ts';
import { travellers } from './travellers.ts';
import { trips } from './trips.ts';

/**
 * A public registration in progress, found by the SHA-256 of the token in the parent's httpOnly
 * cookie: what was typed at step 2 (saved as it is typed) and the ID uploaded at step 3, so a reload
 * or a closed tab resumes where the parent was. Submitting turns it into a `travellers` row.
 */
export const registrationDrafts = pgTable(
  'registration_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    step: text('step').$type<RegistrationStep>().default('details').notNull(),
    details: jsonb('details').$type<TravellerDetailsDraft>().default({}).notNull(),
    documentFileId: uuid('document_file_id').references(() => files.id, { onDelete: 'set null' }),
    documentType: text('document_type').$type<IdDocumentType>(),
    submittedTravellerId: uuid('submitted_traveller_id').references(() => travellers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    index('registration_drafts_expires_at_idx').on(table.expiresAt),
    index('registration_drafts_document_file_idx').on(table.documentFileId),
    check('registration_drafts_step_check', sql`${table.step} in ${inList(REGISTRATION_STEPS)}`),
    check(
      'registration_drafts_document_type_check',
      sql`${table.documentType} is null or ${table.documentType} in ${inList(ID_DOCUMENT_TYPES)}`,
    ),
  ],
);

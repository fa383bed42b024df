import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, createdAt, updatedAt } from './columns.ts';
import { user } from './auth.ts';
import { travellers } from './travellers.ts';

/**
 * A section as stored: the record's section with every free text (allergy, medicine and dose, other diet and
 * condition, contacts, doctor, insurance number) replaced by its AES-256-GCM ciphertext
 * (`health/health-cipher.ts`, docs/product/security.md#health-data); choices and times stay readable.
 */
export type SealedSection = Record<string, unknown> | Record<string, unknown>[];

/**
 * A traveller's health and emergency record (docs/product/health.md), one per traveller, each section null
 * until the family saves it. It goes with the traveller, and with the ID scans after the trip.
 */
export const healthRecords = pgTable('health_records', {
  travellerId: uuid('traveller_id')
    .primaryKey()
    .references(() => travellers.id, { onDelete: 'cascade' }),
  allergies: jsonb('allergies').$type<SealedSection>(),
  medicines: jsonb('medicines').$type<SealedSection>(),
  diet: jsonb('diet').$type<SealedSection>(),
  conditions: jsonb('conditions').$type<SealedSection>(),
  contacts: jsonb('contacts').$type<SealedSection>(),
  consentGivenBy: text('consent_given_by').references(() => user.id, { onDelete: 'set null' }),
  /** The guardian's name as it was when ticked: kept if the account goes. */
  consentGivenByName: text('consent_given_by_name'),
  consentGivenAt: instant('consent_given_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

import { DISTRICTS, GENDERS, ID_DOCUMENT_TYPES, LOCALES, REGISTRATION_STATUSES } from '@voyage/domain';
import type { District, Gender, IdDocumentType, Locale, RegistrationStatus } from '@voyage/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, instant, updatedAt } from './columns.ts';
import { inList } from './in-list.ts';
import { schools } from './schools.ts';
import { trips } from './trips.ts';

/**
 * One row per child per trip: the registration and, once approved, the traveller (voyageur).
 * Deleting is soft (status `deleted`) so it can be undone. The departure comes from the school.
 */
export const travellers = pgTable(
  'travellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'restrict' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'restrict' }),
    status: text('status').$type<RegistrationStatus>().default('pending').notNull(),
    personalCode: text('personal_code'),
    /**
     * The ISO 11649 creditor reference made of the personal code (`RF` + check digits + `PAR270043`), set with
     * it at approval: what the family quotes on every transfer (docs/product/payments.md#payment-reference).
     */
    paymentReference: text('payment_reference'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    /** ISO 3166-1 alpha-2; null for registrations made before the form asked for it (staff fill it in). */
    nationality: text('nationality'),
    city: text('city').notNull(),
    district: text('district').$type<District>().notNull(),
    phone: text('phone').notNull(),
    language: text('language').$type<Locale>().notNull(),
    guardianName: text('guardian_name').notNull(),
    guardianEmail: text('guardian_email').notNull(),
    guardianUserId: text('guardian_user_id').references(() => user.id, { onDelete: 'set null' }),
    roommates: text('roommates')
      .array()
      .default(sql`'{}'::text[]`)
      .notNull(),
    /** Travellers of one school who name each other share a room (at most three); null when alone. */
    roommateGroupId: uuid('roommate_group_id'),
    /**
     * A live registration of the same child (names and birth date) that existed when this one was sent.
     * Staff decide at review; the family is never told, so the form cannot be used to learn who is registered.
     */
    possibleDuplicateOfId: uuid('possible_duplicate_of_id').references((): AnyPgColumn => travellers.id, {
      onDelete: 'set null',
    }),
    /**
     * Why the status is what it is, as the family may read it: a rejection's reason, `withdrawn`,
     * `consent-missing` or staff's words for a cancellation (docs/product/review.md#statuses).
     */
    statusReason: text('status_reason'),
    /** While `deleted`: the status a restore goes back to. */
    statusBeforeDeletion: text('status_before_deletion').$type<RegistrationStatus>(),
    /** Staff's reason for a deletion: never shown to the family. */
    deletionReason: text('deletion_reason'),
    statusChangedAt: instant('status_changed_at'),
    emailConfirmedAt: instant('email_confirmed_at'),
    approvedAt: instant('approved_at'),
    /** The last day to upload the consent (Europe/Nicosia), set at approval and extendable by staff. */
    consentDeadline: date('consent_deadline', { mode: 'string' }),
    /**
     * The identity document the traveller flies with, as the family or staff described it
     * (docs/product/documents.md#identity-document): passport or ID card, number, expiry, issuing country
     * (ISO 3166-1 alpha-2). Cleared with the ID scans after the trip.
     */
    idDocumentType: text('id_document_type').$type<IdDocumentType>(),
    idDocumentNumber: text('id_document_number'),
    idDocumentExpiresOn: date('id_document_expires_on', { mode: 'string' }),
    idDocumentIssuingCountry: text('id_document_issuing_country'),
    /** When the consent reminders went out (7 and 2 days before the deadline): each is sent once. */
    /**
     * A price staff set for this traveller, always with a reason (a family's hardship): it comes before the
     * trip's and the family prices (docs/product/payments.md#family-prices). The reason is never shown to the family.
     */
    customPriceCents: integer('custom_price_cents'),
    customPriceReason: text('custom_price_reason'),
    consentReminder7SentAt: instant('consent_reminder_7_sent_at'),
    consentReminder2SentAt: instant('consent_reminder_2_sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // What the trip kept on payments and documents refers to, so it cannot differ from their traveller's.
    unique('travellers_id_trip_unique').on(table.id, table.tripId),
    index('travellers_trip_status_idx').on(table.tripId, table.status),
    // The students and deleted lists' first pages in their default order (by name, bytewise), read from the
    // index up to the page rather than sorting the whole trip (docs/product/admin.md#lists).
    index('travellers_trip_status_name_idx').on(
      table.tripId,
      table.status,
      sql`"last_name" collate "C"`,
      sql`"first_name" collate "C"`,
      table.id,
    ),
    // The registrations list (every status but deleted) by name, the same way: without it, a page of the All tab
    // sorted the whole trip, 12 ms of the 36 at 16,000 travellers.
    index('travellers_trip_name_not_deleted_idx')
      .on(table.tripId, sql`"last_name" collate "C"`, sql`"first_name" collate "C"`, table.id)
      .where(sql`${table.status} <> 'deleted'`),
    // The Pending tab, oldest first: its first page is read from here rather than by sorting every registration
    // waiting for review, which grew with the trip (docs/product/admin.md#lists).
    index('travellers_trip_pending_idx')
      .on(table.tripId, table.createdAt, table.id)
      .where(sql`${table.status} = 'pending' and ${table.emailConfirmedAt} is not null`),
    index('travellers_school_id_idx').on(table.schoolId),
    index('travellers_guardian_user_id_idx').on(table.guardianUserId),
    index('travellers_guardian_email_idx').on(table.guardianEmail),
    // A family's registrations on a trip, as the prices read them (lower-cased e-mail): the payments queue's page
    // reads its travellers' families from here, where it read every registration of the trip.
    index('travellers_trip_guardian_key_idx').on(table.tripId, sql`lower(${table.guardianEmail})`),
    index('travellers_roommate_group_idx').on(table.roommateGroupId),
    // The consent deadline job looks at approved travellers by deadline.
    index('travellers_consent_deadline_idx')
      .on(table.consentDeadline)
      .where(sql`${table.status} = 'approved'`),
    uniqueIndex('travellers_trip_personal_code_idx')
      .on(table.tripId, table.personalCode)
      .where(sql`${table.personalCode} is not null`),
    uniqueIndex('travellers_trip_payment_reference_idx')
      .on(table.tripId, table.paymentReference)
      .where(sql`${table.paymentReference} is not null`),
    check('travellers_status_check', sql`${table.status} in ${inList(REGISTRATION_STATUSES)}`),
    check(
      'travellers_status_before_deletion_check',
      sql`(${table.status} = 'deleted') = (${table.statusBeforeDeletion} is not null) and ${table.statusBeforeDeletion} is distinct from 'deleted'`,
    ),
    check(
      'travellers_id_document_type_check',
      sql`${table.idDocumentType} is null or ${table.idDocumentType} in ${inList(ID_DOCUMENT_TYPES)}`,
    ),
    check(
      'travellers_custom_price_check',
      sql`(${table.customPriceCents} is null) = (${table.customPriceReason} is null) and ${table.customPriceCents} >= 0`,
    ),
    check('travellers_gender_check', sql`${table.gender} in ${inList(GENDERS)}`),
    check('travellers_district_check', sql`${table.district} in ${inList(DISTRICTS)}`),
    check('travellers_language_check', sql`${table.language} in ${inList(LOCALES)}`),
  ],
);

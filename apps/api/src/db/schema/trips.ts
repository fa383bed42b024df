import {
  DEFAULT_ROOMING_MIX,
  ID_RETENTION_DEFAULT_DAYS,
  PAYMENT_GRACE_DEFAULT_DAYS,
  type RoomingMix,
} from '@voyage/domain';
import type { BankDetails, InfoSection, Instalment, LocalizedText, ScheduleDay, TripDocument } from '@voyage/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.ts';

/** A trip and the texts of its public site. Texts are bilingual jsonb; money is integer euro cents. */
export const trips = pgTable(
  'trips',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Bilingual like every text families read; its English form also makes the personal-code prefix.
    name: jsonb('name').$type<LocalizedText>().notNull(),
    year: integer('year').notNull(),
    active: boolean('active').default(false).notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    intro: jsonb('intro').$type<LocalizedText>().notNull(),
    missions: jsonb('missions').$type<LocalizedText[]>().notNull(),
    package: jsonb('package').$type<LocalizedText[]>().notNull(),
    schedule: jsonb('schedule').$type<ScheduleDay[]>().notNull(),
    usefulInfo: jsonb('useful_info').$type<InfoSection[]>().notNull(),
    documents: jsonb('documents').$type<TripDocument[]>().notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    paymentPlan: jsonb('payment_plan').$type<Instalment[]>().notNull(),
    bankDetails: jsonb('bank_details').$type<BankDetails>().notNull(),
    registrationOpensAt: instant('registration_opens_at').notNull(),
    registrationClosesAt: instant('registration_closes_at').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    consentDeadlineDays: integer('consent_deadline_days').notNull(),
    /** Days to pay an instalment already due at approval, counted from it (docs/product/payments.md#due-dates). */
    paymentGraceDays: integer('payment_grace_days').default(PAYMENT_GRACE_DEFAULT_DAYS).notNull(),
    /** ID scans and passport details are removed this many days after `endsOn` (docs/product/data-rights.md#retention). */
    idRetentionDays: integer('id_retention_days').default(ID_RETENTION_DEFAULT_DAYS).notNull(),
    capacity: integer('capacity').notNull(),
    /** How the rooming auto-fill packs each gender: by school, or across the departure's schools (docs/product/rooming.md#auto-fill). */
    roomingMix: text('rooming_mix').$type<RoomingMix>().default(DEFAULT_ROOMING_MIX).notNull(),
    /**
     * The sequence of the last personal code given on the trip (docs/product/review.md#approval). Approvals
     * raise it under the trip row's lock; erasing or deleting a traveller never lowers it, so no code is
     * given twice.
     */
    lastPersonalCodeNumber: integer('last_personal_code_number').default(0).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Exactly one trip is active: the one the public site and the admin area open on.
    uniqueIndex('trips_one_active_idx')
      .on(table.active)
      .where(sql`${table.active}`),
    uniqueIndex('trips_name_year_idx').on(sql`(${table.name}->>'en')`, table.year),
    check('trips_id_retention_days_check', sql`${table.idRetentionDays} > 0`),
    check('trips_rooming_mix_check', sql`${table.roomingMix} in ('by-school', 'across-schools')`),
    check('trips_payment_grace_days_check', sql`${table.paymentGraceDays} > 0`),
    check('trips_price_check', sql`${table.totalPriceCents} >= 0`),
    check('trips_dates_check', sql`${table.startsOn} <= ${table.endsOn}`),
    check('trips_registration_window_check', sql`${table.registrationOpensAt} < ${table.registrationClosesAt}`),
  ],
);

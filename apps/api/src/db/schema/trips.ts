import {
  ALLOCATION_WINDOW_DEFAULT_DAYS,
  AUTO_APPROVE_OFFERS_DEFAULT,
  CORRECTIONS_FREEZE_DEFAULT_DAYS,
  DEFAULT_ROOMING_MIX,
  FAIR_ALLOCATION_DEFAULT,
  HEALTH_FREEZE_DEFAULT_DAYS,
  ID_RETENTION_DEFAULT_DAYS,
  KEEP_SIBLINGS_TOGETHER_DEFAULT,
  DEMO_CANCELLATION_SCHEDULE,
  PAYMENT_GRACE_DEFAULT_DAYS,
  WAITING_LIST_OFFER_DEFAULT_DAYS,
  type RoomingMix,
} from '@voyage/domain';
import type {
  BankDetails,
  CancellationStep,
  InfoSection,
  Instalment,
  LocalizedText,
  ScheduleDay,
  TripDocument,
} from '@voyage/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** A guardian's second child's price, and the third and later children's; null: the trip's price (docs/product/payments.md#family-prices). */
    secondChildPriceCents: integer('second_child_price_cents'),
    laterChildPriceCents: integer('later_child_price_cents'),
    paymentPlan: jsonb('payment_plan').$type<Instalment[]>().notNull(),
    bankDetails: jsonb('bank_details').$type<BankDetails>().notNull(),
    /** The fee kept by days before the departure (docs/product/payments.md#cancellation-and-refunds). */
    cancellationSchedule: jsonb('cancellation_schedule')
      .$type<CancellationStep[]>()
      .default(DEMO_CANCELLATION_SCHEDULE)
      .notNull(),
    registrationOpensAt: instant('registration_opens_at').notNull(),
    registrationClosesAt: instant('registration_closes_at').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    consentDeadlineDays: integer('consent_deadline_days').notNull(),
    /** Days to pay an instalment already due at approval, counted from it (docs/product/payments.md#due-dates). */
    paymentGraceDays: integer('payment_grace_days').default(PAYMENT_GRACE_DEFAULT_DAYS).notNull(),
    /** ID scans and passport details are removed this many days after `endsOn` (docs/product/data-rights.md#retention). */
    idRetentionDays: integer('id_retention_days').default(ID_RETENTION_DEFAULT_DAYS).notNull(),
    healthFreezeDays: integer('health_freeze_days').default(HEALTH_FREEZE_DEFAULT_DAYS).notNull(),
    /** From this many days before the departure a family's correction is a request staff decide (docs/product/corrections.md). */
    correctionsFreezeDays: integer('corrections_freeze_days').default(CORRECTIONS_FREEZE_DEFAULT_DAYS).notNull(),
    capacity: integer('capacity').notNull(),
    // The waiting list and the fair draw (docs/product/places.md).
    waitingListOfferDays: integer('waiting_list_offer_days').default(WAITING_LIST_OFFER_DEFAULT_DAYS).notNull(),
    autoApproveOffers: boolean('auto_approve_offers').default(AUTO_APPROVE_OFFERS_DEFAULT).notNull(),
    keepSiblingsTogether: boolean('keep_siblings_together').default(KEEP_SIBLINGS_TOGETHER_DEFAULT).notNull(),
    fairAllocation: boolean('fair_allocation').default(FAIR_ALLOCATION_DEFAULT).notNull(),
    allocationWindowDays: integer('allocation_window_days').default(ALLOCATION_WINDOW_DEFAULT_DAYS).notNull(),
    /** Each school's least share of the drawn places, in whole percent; null: no minimum. */
    schoolMinimumShare: integer('school_minimum_share'),
    /** The draw's seed, announced before its window closes; it no longer changes once the draw has run. */
    drawSeed: text('draw_seed'),
    // The numbers escorts call on the trip day, each null until set; the trip-day pack carries them (docs/product/trip-day.md#the-pack).
    instituteEmergencyPhone: text('institute_emergency_phone'),
    insurerName: text('insurer_name'),
    insurerEmergencyPhone: text('insurer_emergency_phone'),
    insurancePolicyNumber: text('insurance_policy_number'),
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
    check('trips_health_freeze_days_check', sql`${table.healthFreezeDays} > 0`),
    check('trips_corrections_freeze_days_check', sql`${table.correctionsFreezeDays} > 0`),
    check('trips_rooming_mix_check', sql`${table.roomingMix} in ('by-school', 'across-schools')`),
    check('trips_payment_grace_days_check', sql`${table.paymentGraceDays} > 0`),
    check('trips_waiting_list_offer_days_check', sql`${table.waitingListOfferDays} > 0`),
    check('trips_allocation_window_days_check', sql`${table.allocationWindowDays} > 0`),
    check('trips_school_minimum_share_check', sql`${table.schoolMinimumShare} between 0 and 100`),
    check('trips_price_check', sql`${table.totalPriceCents} >= 0`),
    check('trips_family_prices_check', sql`${table.secondChildPriceCents} >= 0 and ${table.laterChildPriceCents} >= 0`),
    check('trips_dates_check', sql`${table.startsOn} <= ${table.endsOn}`),
    check('trips_registration_window_check', sql`${table.registrationOpensAt} < ${table.registrationClosesAt}`),
  ],
);

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

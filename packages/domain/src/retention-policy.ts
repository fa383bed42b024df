import { ACCOUNT_AND_TRIP_RULES } from './retention-policy-accounts.ts';
import { names, type RetentionPolicy, type RetentionRule, type StoredFileKind } from './retention-rules.ts';

/**
 * What Voyage keeps, for how long, and how it goes (docs/product/data-rights.md#retention-policy). Every column
 * of every table is listed once; a test compares this list with the migrated database. The family's data is
 * here; accounts, logs and the trip's own content in `retention-policy-accounts.ts`.
 */

/** A new trip's retention of ID scans and passport details, in days after its return date. */
export const ID_RETENTION_DEFAULT_DAYS = 30;

/** Registrations that never went past pending are erased this many days after the trip's return date. */
export const PENDING_ERASURE_DAYS = 90;

const rules = [
  {
    id: 'traveller-record',
    table: 'travellers',
    columns: names(`
      id trip_id school_id status personal_code first_name last_name gender date_of_birth nationality city
      district phone language guardian_name guardian_email guardian_user_id roommates
      roommate_group_id possible_duplicate_of_id status_reason status_before_deletion
      deletion_reason status_changed_at email_confirmed_at approved_at consent_deadline
      consent_reminder_7_sent_at consent_reminder_2_sent_at created_at updated_at
    `),
    holds: {
      el: 'Η εγγραφή του παιδιού: στοιχεία, σχολείο, κηδεμόνας, κατάσταση, συγκάτοικοι',
      en: "The child's registration: details, school, guardian, status, roommates",
    },
    kept: { kind: 'until-erasure' },
    purge: 'delete',
    erasable: true,
  },
  {
    id: 'passport-details',
    table: 'travellers',
    columns: names('id_document_type id_document_number id_document_expires_on id_document_issuing_country'),
    holds: {
      el: 'Στοιχεία διαβατηρίου ή ταυτότητας (αριθμός, λήξη, χώρα)',
      en: 'Passport or ID card number, expiry, country',
    },
    kept: { kind: 'after-trip', days: 'idRetentionDays' },
    purge: 'blank',
    erasable: true,
  },
  {
    id: 'pending-registrations',
    table: 'travellers',
    columns: [],
    holds: {
      el: 'Εγγραφές που δεν εγκρίθηκαν ποτέ (σε αναμονή)',
      en: 'Registrations never approved (still pending)',
    },
    kept: { kind: 'after-trip', days: PENDING_ERASURE_DAYS },
    purge: 'delete',
    erasable: true,
  },
  {
    id: 'id-scans',
    table: 'documents',
    columns: [],
    holds: { el: 'Σαρώσεις διαβατηρίου και ταυτότητας', en: 'Passport and identity card scans' },
    kept: { kind: 'after-trip', days: 'idRetentionDays' },
    purge: 'delete',
    erasable: true,
  },
  {
    id: 'document-records',
    table: 'documents',
    columns: names(`
      id traveller_id type status file_id uploaded_at reviewed_by reviewed_at rejection_reason
      created_at
    `),
    holds: {
      el: 'Έντυπα συγκατάθεσης και άλλα έγγραφα, με τον έλεγχό τους',
      en: 'Consent forms and other documents, with their review',
    },
    kept: { kind: 'until-erasure' },
    purge: 'delete',
    erasable: true,
  },
  {
    id: 'payment-records',
    table: 'payments',
    columns: names(`
      id traveller_id amount_cents status method transfer_date file_id submitted_at
      received_at reviewed_by recorded_by rejection_reason note created_at updated_at
    `),
    holds: { el: 'Πληρωμές και αποδείξεις', en: 'Payments and receipts' },
    kept: { kind: 'until-erasure' },
    purge: 'reduce',
    erasable: true,
  },
  {
    id: 'payment-reminders',
    table: 'payment_reminders',
    columns: names('traveller_id instalment due_date kind amount_cents sent_at'),
    holds: { el: 'Υπενθυμίσεις πληρωμής που στάλθηκαν', en: 'Payment reminders sent' },
    kept: { kind: 'until-erasure' },
    purge: 'delete',
    erasable: true,
  },
  {
    id: 'room-assignments',
    table: 'room_assignments',
    columns: names('departure_id traveller_id room created_at'),
    holds: { el: 'Δωμάτια ξενοδοχείου', en: 'Hotel rooms' },
    kept: { kind: 'until-erasure' },
    purge: 'delete',
    erasable: true,
  },
  {
    id: 'erasure-requests',
    table: 'erasure_requests',
    columns: names('traveller_id scope requested_by requested_at'),
    holds: { el: 'Αιτήματα διαγραφής σε αναμονή', en: 'Erasure requests waiting' },
    kept: { kind: 'until-erasure' },
    purge: 'delete',
    erasable: true,
  },
  {
    id: 'registration-drafts',
    table: 'registration_drafts',
    columns: names(`
      id token_hash trip_id school_id step details document_file_id document_type
      submitted_traveller_id created_at updated_at expires_at
    `),
    holds: { el: 'Μισοτελειωμένες εγγραφές', en: 'Registrations not finished' },
    kept: { kind: 'after-time', column: 'expires_at', days: 0 },
    purge: 'delete',
    erasable: true,
    purgedBy: 'file-sweeper',
  },
  {
    id: 'files',
    table: 'files',
    columns: names('id original_name media_type size_bytes sha256 uploaded_by created_at'),
    holds: { el: 'Αρχεία που ανέβηκαν', en: 'Uploaded files' },
    kept: { kind: 'while-referenced' },
    purge: 'delete',
    erasable: true,
    purgedBy: 'file-sweeper',
  },
  ...ACCOUNT_AND_TRIP_RULES,
] satisfies readonly RetentionRule[];

const files = [
  {
    kind: 'passport',
    column: 'documents.file_id',
    documentType: 'passport',
    rule: 'id-scans',
    holds: { el: 'Σάρωση διαβατηρίου', en: 'Passport scan' },
  },
  {
    kind: 'id_card',
    column: 'documents.file_id',
    documentType: 'id_card',
    rule: 'id-scans',
    holds: { el: 'Σάρωση ταυτότητας', en: 'Identity card scan' },
  },
  {
    kind: 'consent',
    column: 'documents.file_id',
    documentType: 'consent',
    rule: 'document-records',
    holds: { el: 'Υπογεγραμμένο έντυπο συγκατάθεσης', en: 'Signed consent form' },
  },
  {
    kind: 'other',
    column: 'documents.file_id',
    documentType: 'other',
    rule: 'document-records',
    holds: { el: 'Άλλο έγγραφο', en: 'Other document' },
  },
  {
    kind: 'receipt',
    column: 'payments.file_id',
    rule: 'payment-records',
    holds: { el: 'Απόδειξη πληρωμής', en: 'Payment receipt' },
  },
  {
    kind: 'draft-document',
    column: 'registration_drafts.document_file_id',
    rule: 'registration-drafts',
    holds: { el: 'Έγγραφο μισοτελειωμένης εγγραφής', en: 'Document of a registration not finished' },
  },
] satisfies readonly StoredFileKind[];

export const RETENTION_POLICY: RetentionPolicy = { rules, files };

import { ACCOUNT_AND_TRIP_RULES } from './retention-policy-accounts.ts';
import {
  afterTime,
  afterTrip,
  fileKind,
  rule,
  UNTIL_ERASURE,
  WHILE_REFERENCED,
  type RetentionPolicy,
  type RetentionRule,
  type StoredFileKind,
} from './retention-rules.ts';

/**
 * What Voyage keeps, for how long, and how it goes (docs/product/data-rights.md#retention-policy). Every column
 * of every table is listed once; a test compares this list with the migrated database. The family's data is
 * here; accounts, logs and the trip's own content in `retention-policy-accounts.ts`.
 */

/** A new trip's retention of ID scans and passport details, in days after its return date. */
export const ID_RETENTION_DEFAULT_DAYS = 30;

/** Registrations that never went past pending are erased this many days after the trip's return date. */
export const PENDING_ERASURE_DAYS = 90;

// One rule a row (`rule()` in retention-rules.ts): id, table, how long, how it goes, whether a family can
// have it erased; what it holds in Greek and English; its columns; who purges it, when not the retention job.
// prettier-ignore
const rules: readonly RetentionRule[] = [
  rule('traveller-record', 'travellers', UNTIL_ERASURE, 'delete', true,
    ['Η εγγραφή του παιδιού: στοιχεία, σχολείο, κηδεμόνας, κατάσταση, συγκάτοικοι',
     "The child's registration: details, school, guardian, status, roommates"],
    `
      id trip_id school_id status personal_code first_name last_name gender date_of_birth nationality city
      district phone language guardian_name guardian_email guardian_user_id roommates roommate_group_id
      possible_duplicate_of_id status_reason status_before_deletion deletion_reason status_changed_at
      email_confirmed_at approved_at consent_deadline consent_reminder_7_sent_at
      consent_reminder_2_sent_at created_at updated_at
    `),
  rule('passport-details', 'travellers', afterTrip('idRetentionDays'), 'blank', true,
    ['Στοιχεία διαβατηρίου ή ταυτότητας (αριθμός, λήξη, χώρα)', 'Passport or ID card number, expiry, country'],
    'id_document_type id_document_number id_document_expires_on id_document_issuing_country'),
  rule('pending-registrations', 'travellers', afterTrip(PENDING_ERASURE_DAYS), 'delete', true,
    ['Εγγραφές που δεν εγκρίθηκαν ποτέ (σε αναμονή)', 'Registrations never approved (still pending)'],
    ''),
  rule('id-scans', 'documents', afterTrip('idRetentionDays'), 'delete', true,
    ['Σαρώσεις διαβατηρίου και ταυτότητας', 'Passport and identity card scans'],
    ''),
  rule('document-records', 'documents', UNTIL_ERASURE, 'delete', true,
    ['Έντυπα συγκατάθεσης και άλλα έγγραφα, με τον έλεγχό τους',
     'Consent forms and other documents, with their review'],
    'id traveller_id type status file_id uploaded_at reviewed_by reviewed_at rejection_reason created_at'),
  rule('payment-records', 'payments', UNTIL_ERASURE, 'reduce', true,
    ['Πληρωμές και αποδείξεις', 'Payments and receipts'],
    `
      id traveller_id amount_cents status method transfer_date file_id submitted_at received_at
      reviewed_by recorded_by rejection_reason note created_at updated_at
    `),
  rule('payment-reminders', 'payment_reminders', UNTIL_ERASURE, 'delete', true,
    ['Υπενθυμίσεις πληρωμής που στάλθηκαν', 'Payment reminders sent'],
    'traveller_id instalment due_date kind amount_cents sent_at'),
  rule('room-assignments', 'room_assignments', UNTIL_ERASURE, 'delete', true,
    ['Δωμάτια ξενοδοχείου', 'Hotel rooms'],
    'departure_id traveller_id room created_at'),
  rule('erasure-requests', 'erasure_requests', UNTIL_ERASURE, 'delete', true,
    ['Αιτήματα διαγραφής σε αναμονή', 'Erasure requests waiting'],
    'traveller_id scope requested_by requested_at'),
  rule('registration-drafts', 'registration_drafts', afterTime('expires_at', 0), 'delete', true,
    ['Μισοτελειωμένες εγγραφές', 'Registrations not finished'],
    `
      id token_hash trip_id school_id step details document_file_id document_type submitted_traveller_id
      created_at updated_at expires_at
    `, 'file-sweeper'),
  rule('files', 'files', WHILE_REFERENCED, 'delete', true,
    ['Αρχεία που ανέβηκαν', 'Uploaded files'],
    'id original_name media_type size_bytes sha256 uploaded_by created_at', 'file-sweeper'),
  ...ACCOUNT_AND_TRIP_RULES,
];

// One kind a row (`fileKind()`): kind, the column pointing at the file, the rule keeping its record, what it
// holds in Greek and English, and for a document its type.
// prettier-ignore
const files: readonly StoredFileKind[] = [
  fileKind('passport', 'documents.file_id', 'id-scans', ['Σάρωση διαβατηρίου', 'Passport scan'], 'passport'),
  fileKind('id_card', 'documents.file_id', 'id-scans', ['Σάρωση ταυτότητας', 'Identity card scan'], 'id_card'),
  fileKind('consent', 'documents.file_id', 'document-records', ['Υπογεγραμμένο έντυπο συγκατάθεσης', 'Signed consent form'], 'consent'),
  fileKind('other', 'documents.file_id', 'document-records', ['Άλλο έγγραφο', 'Other document'], 'other'),
  fileKind('receipt', 'payments.file_id', 'payment-records', ['Απόδειξη πληρωμής', 'Payment receipt']),
  fileKind('draft-document', 'registration_drafts.document_file_id', 'registration-drafts', ['Έγγραφο μισοτελειωμένης εγγραφής', 'Document of a registration not finished']),
];

export const RETENTION_POLICY: RetentionPolicy = { rules, files };

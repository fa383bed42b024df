import { ACCOUNT_AND_TRIP_RULES } from './retention-policy-accounts.ts';
import {
  afterTime,
  afterTrip,
  fileKind,
  rule,
  UNTIL_ERASURE,
  WHILE_REFERENCED,
  WITH_TRIP,
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
      id trip_id school_id status personal_code payment_reference first_name last_name gender date_of_birth
      nationality city district phone language guardian_name guardian_email guardian_user_id roommates
      roommate_group_id possible_duplicate_of_id status_reason status_before_deletion deletion_reason status_changed_at
      email_confirmed_at approved_at consent_deadline custom_price_cents custom_price_reason consent_reminder_7_sent_at
      consent_reminder_2_sent_at created_at updated_at
    `),
  rule('passport-details', 'travellers', afterTrip('idRetentionDays'), 'blank', true,
    ['Στοιχεία διαβατηρίου ή ταυτότητας (αριθμός, λήξη, χώρα)', 'Passport or ID card number, expiry, country'],
    'id_document_type id_document_number id_document_expires_on id_document_issuing_country'),
  rule('pending-registrations', 'travellers', afterTrip(PENDING_ERASURE_DAYS), 'delete', true,
    ['Εγγραφές που δεν εγκρίθηκαν ποτέ (σε αναμονή)', 'Registrations never approved (still pending)'],
    ''),
  rule('id-scans', 'documents', afterTrip('idRetentionDays'), 'delete', true,
    ['Σαρώσεις διαβατηρίου και ταυτότητας, και οι υπογεγραμμένες εξουσιοδοτήσεις ταξιδιού (γράφουν τους αριθμούς τους)',
     'Passport and identity card scans, and the signed travel authorisation letters (which carry their numbers)'],
    ''),
  rule('health-records', 'health_records', afterTrip('idRetentionDays'), 'delete', true,
    ['Ο φάκελος υγείας και επικοινωνίας έκτακτης ανάγκης (κρυπτογραφημένος)',
     'The health and emergency record (encrypted)'],
    `
      traveller_id allergies medicines diet conditions contacts consent_given_by consent_given_by_name
      consent_given_at created_at updated_at
    `),
  rule('health-addenda', 'health_addenda', afterTrip('idRetentionDays'), 'delete', true,
    ['Αλλαγές στον φάκελο υγείας μετά το κλείδωμα, με την επιβεβαίωση ανάγνωσης (κρυπτογραφημένες)',
     'Changes to the health record sent after the freeze, with their acknowledgement (encrypted)'],
    `
      id traveller_id section text status sent_by sent_by_name sent_at acknowledged_by acknowledged_by_name
      acknowledged_at note created_at
    `),
  rule('trip-day-marks', 'trip_day_actions', afterTrip('idRetentionDays'), 'delete', true,
    ['Καταμετρήσεις της ημέρας ταξιδιού: ποιος σημείωσε ποιον, πού και πότε',
     'Trip-day headcounts: who marked whom, where and when'],
    `
      action_id departure_id type checkpoint_key traveller_id state reason undoes title date time at by_user_id
      by_name created_at
    `),
  rule('trip-day-packs', 'trip_day_packs', afterTrip('idRetentionDays'), 'delete', false,
    ['Λήψεις του πακέτου ημέρας ταξιδιού από τους συνοδούς', "The escorts' downloads of the trip-day pack"],
    'id user_id departure_id created_at'),
  rule('document-records', 'documents', UNTIL_ERASURE, 'delete', true,
    ['Έντυπα συγκατάθεσης και άλλα έγγραφα, με τον έλεγχό τους',
     'Consent forms and other documents, with their review'],
    'id traveller_id trip_id type status file_id uploaded_at reviewed_by reviewed_at rejection_reason created_at'),
  rule('payment-records', 'payments', UNTIL_ERASURE, 'reduce', true,
    ['Πληρωμές και αποδείξεις', 'Payments and receipts'],
    `
      id traveller_id trip_id amount_cents status method transfer_date file_id submitted_at received_at
      reviewed_by recorded_by rejection_reason note payer_iban created_at updated_at
    `),
  rule('refund-records', 'refunds', UNTIL_ERASURE, 'delete', true,
    ['Ακυρώσεις: τι κρατήθηκε, τι επιστράφηκε και σε ποιον λογαριασμό',
     'Cancellations: what was kept, what was refunded and to which account'],
    `
      id traveller_id cancelled_on days_before paid_cents kept_cents refund_cents iban iban_source iban_reason
      iban_entered_by refunded_on refunded_by created_at updated_at
    `),
  rule('bank-statements', 'statement_imports', WITH_TRIP, 'delete', false,
    ['Αντίγραφα κίνησης λογαριασμού που εισήχθησαν, με τις γραμμές τους', 'Bank statements imported, with their lines'],
    'id trip_id format file_name account_iban status lines result created_by applied_by applied_at created_at'),
  rule('bank-statement-lines', 'statement_lines', WITH_TRIP, 'delete', false,
    ['Γραμμές κίνησης λογαριασμού: ποσό, εντολέας, αιτιολογία, πού αντιστοιχίστηκαν',
     'Bank statement lines: amount, payer, text, what they were matched to'],
    `
      id trip_id import_id import_key booking_date amount_cents text payer_name payer_iban reference match
      outcome traveller_id payment_id reason decided_by created_at updated_at
    `),
  rule('bank-csv-mappings', 'statement_csv_mappings', WITH_TRIP, 'delete', false,
    ['Οι στήλες του CSV κάθε τράπεζας', "Each bank's CSV columns"],
    'key mapping updated_at'),
  rule('payment-reminders', 'payment_reminders', UNTIL_ERASURE, 'delete', true,
    ['Υπενθυμίσεις πληρωμής που στάλθηκαν', 'Payment reminders sent'],
    'traveller_id instalment due_date kind amount_cents sent_at'),
  rule('room-assignments', 'room_assignments', UNTIL_ERASURE, 'delete', true,
    ['Δωμάτια ξενοδοχείου', 'Hotel rooms'],
    'departure_id traveller_id room created_at'),
  rule('waiting-list', 'waiting_list_entries', UNTIL_ERASURE, 'delete', true,
    ['Η θέση στη λίστα αναμονής και οι προσφορές θέσης', 'The place on the waiting list and offers of a place'],
    `
      traveller_id trip_id position sibling_group state offered_at expires_at out_of_turn_reason answered_at
      created_at
    `),
  rule('change-requests', 'change_requests', UNTIL_ERASURE, 'delete', true,
    ['Αιτήματα αλλαγής στοιχείων μετά το κλείδωμα, με την απάντηση του γραφείου',
     "Requests to change details after the freeze, with the office's answer"],
    `
      id traveller_id changes status sent_by sent_by_name sent_at decided_by decided_by_name decided_at reason
      created_at
    `),
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
  fileKind('travel_authorisation', 'documents.file_id', 'id-scans', ['Υπογεγραμμένη εξουσιοδότηση ταξιδιού ανηλίκου', 'Signed travel authorisation letter'], 'travel_authorisation'),
  fileKind('consent', 'documents.file_id', 'document-records', ['Υπογεγραμμένο έντυπο συγκατάθεσης', 'Signed consent form'], 'consent'),
  fileKind('other', 'documents.file_id', 'document-records', ['Άλλο έγγραφο', 'Other document'], 'other'),
  fileKind('receipt', 'payments.file_id', 'payment-records', ['Απόδειξη πληρωμής', 'Payment receipt']),
  fileKind('draft-document', 'registration_drafts.document_file_id', 'registration-drafts', ['Έγγραφο μισοτελειωμένης εγγραφής', 'Document of a registration not finished']),
];

export const RETENTION_POLICY: RetentionPolicy = { rules, files };

import { names, type RetentionRule } from './retention-rules.ts';

/** The retention of accounts, sign-ins, logs and the trip's own content (the policy: `retention-policy.ts`). */
export const ACCOUNT_AND_TRIP_RULES = [
  {
    id: 'accounts',
    table: 'user',
    columns: names('id name email email_verified image role two_factor_enabled created_at updated_at'),
    holds: { el: 'Λογαριασμοί (όνομα, e-mail)', en: 'Accounts (name, e-mail)' },
    kept: { kind: 'while-account' },
    purge: 'delete',
    erasable: true,
  },
  {
    id: 'sign-in-methods',
    table: 'account',
    columns: names(`
      id account_id provider_id user_id access_token refresh_token id_token
      access_token_expires_at refresh_token_expires_at scope password created_at updated_at
    `),
    holds: {
      el: 'Τρόποι σύνδεσης (κωδικός σε μορφή hash, σύνδεση με Google ή Microsoft)',
      en: 'Sign-in methods (the password as a hash, a Google or Microsoft link)',
    },
    kept: { kind: 'while-account' },
    purge: 'delete',
    erasable: true,
  },
  {
    id: 'staff-two-factor',
    table: 'two_factor',
    columns: names(`
      id secret backup_codes user_id verified failed_verification_count locked_until
      last_used_step
    `),
    holds: { el: 'Δεύτερο βήμα σύνδεσης του προσωπικού', en: "Staff's second sign-in step" },
    kept: { kind: 'while-account' },
    purge: 'delete',
    erasable: false,
  },
  {
    id: 'sessions',
    table: 'session',
    columns: names('id expires_at token ip_address user_agent user_id created_at updated_at last_active_at'),
    holds: { el: 'Συνδέσεις (συσκευή, διεύθυνση IP)', en: 'Sign-ins (device, IP address)' },
    kept: { kind: 'after-time', column: 'expires_at', days: 0 },
    purge: 'delete',
    erasable: true,
  },
  {
    id: 'sign-in-challenges',
    table: 'verification',
    columns: names('id identifier value expires_at created_at updated_at'),
    holds: {
      el: 'Σύνδεσμοι σύνδεσης και επαναφοράς κωδικού σε εκκρεμότητα',
      en: 'Sign-in and password-reset links waiting',
    },
    kept: { kind: 'after-time', column: 'expires_at', days: 1 },
    purge: 'delete',
    erasable: true,
  },
  {
    id: 'account-links',
    table: 'account_token',
    columns: names(`
      id purpose email token_hash traveller_id created_by_user_id created_at expires_at
      used_at revoked_at
    `),
    holds: {
      el: 'Σύνδεσμοι επιβεβαίωσης e-mail, λογαριασμού και πρόσκλησης',
      en: 'E-mail confirmation, account and invitation links',
    },
    kept: { kind: 'after-time', column: 'expires_at', days: 30 },
    purge: 'delete',
    erasable: true,
  },
  {
    id: 'e-mails',
    table: 'outbox',
    columns: names(`
      id template to_address traveller_id locale subject status attempts next_attempt_at locked_until
      last_error created_at sent_at failed_at
    `),
    holds: {
      el: 'E-mail προς την οικογένεια: παραλήπτης, θέμα, ημερομηνία',
      en: 'E-mails to the family: to, subject, date',
    },
    kept: { kind: 'after-time', column: 'created_at', days: 365 },
    purge: 'delete',
    erasable: true,
  },
  {
    id: 'e-mail-bodies',
    table: 'outbox',
    columns: names('text_body html_body'),
    holds: { el: 'Το κείμενο των e-mail', en: 'The text of e-mails' },
    kept: { kind: 'after-time', column: 'created_at', days: 30 },
    purge: 'blank',
    erasable: true,
  },
  {
    id: 'audit-log',
    table: 'audit_log',
    columns: names('id at actor_user_id action entity_type entity_id trip_id ip request_id details'),
    holds: {
      el: 'Ημερολόγιο ενεργειών (ποιος έκανε τι και πότε, χωρίς ονόματα παιδιών)',
      en: "Audit log (who did what and when, without children's names)",
    },
    kept: { kind: 'for-good' },
    purge: 'none',
    erasable: false,
  },
  {
    id: 'repeated-requests',
    table: 'idempotency_keys',
    columns: names('scope key fingerprint status_code response created_at'),
    holds: {
      el: 'Απαντήσεις σε αιτήματα που στάλθηκαν δύο φορές',
      en: 'Answers to requests sent twice',
    },
    kept: { kind: 'after-time', column: 'created_at', days: 1 },
    purge: 'delete',
    erasable: false,
  },
  {
    id: 'attempt-counters',
    table: 'rate_limit_counters',
    columns: names('key count window_ends_at'),
    holds: { el: 'Μετρητές προσπαθειών σύνδεσης', en: 'Sign-in attempt counters' },
    kept: { kind: 'after-time', column: 'window_ends_at', days: 0 },
    purge: 'delete',
    erasable: false,
  },
  {
    id: 'trip-content',
    table: 'trips',
    columns: names(`
      id name year active title intro missions package schedule useful_info documents
      total_price_cents payment_plan bank_details registration_opens_at registration_closes_at
      starts_on ends_on consent_deadline_days payment_grace_days id_retention_days rooming_mix capacity
      last_personal_code_number
      created_at updated_at
    `),
    holds: { el: 'Το ταξίδι: πρόγραμμα, τιμές, ημερομηνίες', en: 'The trip: programme, prices, dates' },
    kept: { kind: 'with-trip' },
    purge: 'delete',
    erasable: false,
  },
  {
    id: 'departures',
    table: 'departures',
    columns: names(`
      id trip_id label outbound_date inbound_date carrier hotel flights escorts
      rooming_updated_at rooming_locked_at rooming_locked_by created_at updated_at
    `),
    holds: { el: 'Αναχωρήσεις: πτήσεις, ξενοδοχείο, συνοδοί', en: 'Departures: flights, hotel, escorts' },
    kept: { kind: 'with-trip' },
    purge: 'delete',
    erasable: false,
  },
  {
    id: 'schools',
    table: 'schools',
    columns: names(`
      id trip_id name district registration_code contact_name contact_email departure_id
      created_at updated_at
    `),
    holds: { el: 'Σχολεία και ο υπεύθυνος επικοινωνίας τους', en: 'Schools and their contact person' },
    kept: { kind: 'with-trip' },
    purge: 'delete',
    erasable: false,
  },
] satisfies readonly RetentionRule[];

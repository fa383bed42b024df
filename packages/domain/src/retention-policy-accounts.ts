import { afterTime, FOR_GOOD, rule, WHILE_ACCOUNT, WITH_TRIP, type RetentionRule } from './retention-rules.ts';

/**
 * The retention of accounts, sign-ins, logs and the trip's own content (the policy, and what a row says:
 * `retention-policy.ts`).
 */
// prettier-ignore
export const ACCOUNT_AND_TRIP_RULES: readonly RetentionRule[] = [
  rule('accounts', 'user', WHILE_ACCOUNT, 'delete', true,
    ['Λογαριασμοί (όνομα, e-mail)', 'Accounts (name, e-mail)'],
    'id name email email_verified image role two_factor_enabled weekly_digest created_at updated_at'),
  rule('weekly-digests', 'weekly_digests', WHILE_ACCOUNT, 'delete', true,
    ['Οι εβδομάδες που στάλθηκε η εβδομαδιαία σύνοψη', 'The weeks the weekly summary e-mail was sent'],
    'guardian_user_id week sent_at'),
  rule('sign-in-methods', 'account', WHILE_ACCOUNT, 'delete', true,
    ['Τρόποι σύνδεσης (κωδικός σε μορφή hash, σύνδεση με Google ή Microsoft)',
     'Sign-in methods (the password as a hash, a Google or Microsoft link)'],
    `
      id account_id provider_id user_id access_token refresh_token id_token access_token_expires_at
      refresh_token_expires_at scope password created_at updated_at
    `),
  rule('staff-two-factor', 'two_factor', WHILE_ACCOUNT, 'delete', false,
    ['Δεύτερο βήμα σύνδεσης του προσωπικού', "Staff's second sign-in step"],
    'id secret backup_codes user_id verified failed_verification_count locked_until last_used_step'),
  rule('staff-roles', 'staff_roles', WHILE_ACCOUNT, 'delete', false,
    ['Ρόλος κάθε λογαριασμού προσωπικού', "Each staff account's role"],
    'user_id role created_at updated_at'),
  rule('escort-departures', 'staff_departures', WHILE_ACCOUNT, 'delete', false,
    ['Αναχωρήσεις που συνοδεύει κάθε συνοδός', 'The departures each escort accompanies'],
    'user_id departure_id created_at'),
  rule('sessions', 'session', afterTime('expires_at', 0), 'delete', true,
    ['Συνδέσεις (συσκευή, διεύθυνση IP)', 'Sign-ins (device, IP address)'],
    'id expires_at token ip_address user_agent user_id created_at updated_at last_active_at'),
  rule('sign-in-challenges', 'verification', afterTime('expires_at', 1), 'delete', true,
    ['Σύνδεσμοι σύνδεσης και επαναφοράς κωδικού σε εκκρεμότητα', 'Sign-in and password-reset links waiting'],
    'id identifier value expires_at created_at updated_at'),
  rule('account-links', 'account_token', afterTime('expires_at', 30), 'delete', true,
    ['Σύνδεσμοι επιβεβαίωσης e-mail, λογαριασμού και πρόσκλησης', 'E-mail confirmation, account and invitation links'],
    `
      id purpose email token_hash traveller_id created_by_user_id created_at expires_at used_at revoked_at
      staff_role staff_departure_ids
    `),
  rule('e-mails', 'outbox', afterTime('created_at', 365), 'delete', true,
    ['E-mail προς την οικογένεια: παραλήπτης, θέμα, ημερομηνία', 'E-mails to the family: to, subject, date'],
    `
      id template to_address traveller_id locale subject status attempts next_attempt_at locked_until
      last_error created_at sent_at failed_at
    `),
  rule('e-mail-bodies', 'outbox', afterTime('created_at', 30), 'blank', true,
    ['Το κείμενο των e-mail', 'The text of e-mails'],
    'text_body html_body'),
  rule('announcement-recipients', 'announcement_recipients', afterTime('created_at', 365), 'delete', true,
    ['Σε ποιον στάλθηκε κάθε ανακοίνωση: κηδεμόνας, e-mail, γλώσσα, παιδιά',
     'Whom each announcement went to: guardian, e-mail, language, children'],
    'outbox_id announcement_id guardian_name guardian_email locale children created_at'),
  rule('audit-log', 'audit_log', FOR_GOOD, 'none', false,
    ['Ημερολόγιο ενεργειών (ποιος έκανε τι και πότε, χωρίς ονόματα παιδιών)',
     "Audit log (who did what and when, without children's names)"],
    'id at actor_user_id action entity_type entity_id trip_id ip request_id details'),
  rule('repeated-requests', 'idempotency_keys', afterTime('created_at', 1), 'delete', false,
    ['Απαντήσεις σε αιτήματα που στάλθηκαν δύο φορές', 'Answers to requests sent twice'],
    'scope key fingerprint status_code response created_at'),
  rule('attempt-counters', 'rate_limit_counters', afterTime('window_ends_at', 0), 'delete', false,
    ['Μετρητές προσπαθειών σύνδεσης', 'Sign-in attempt counters'],
    'key count window_ends_at'),
  rule('trip-content', 'trips', WITH_TRIP, 'delete', false,
    ['Το ταξίδι: πρόγραμμα, τιμές, ημερομηνίες, αριθμοί έκτακτης ανάγκης',
     'The trip: programme, prices, dates, emergency numbers'],
    `
      id name year active title intro missions package schedule useful_info documents total_price_cents
      second_child_price_cents later_child_price_cents payment_plan bank_details cancellation_schedule registration_opens_at registration_closes_at starts_on ends_on
      consent_deadline_days payment_grace_days id_retention_days health_freeze_days corrections_freeze_days
      rooming_mix capacity
      waiting_list_offer_days auto_approve_offers keep_siblings_together fair_allocation allocation_window_days
      school_minimum_share draw_seed
      institute_emergency_phone insurer_name insurer_emergency_phone insurance_policy_number
      last_personal_code_number created_at updated_at
    `),
  rule('trip-revisions', 'trip_revisions', WITH_TRIP, 'delete', false,
    ['Ένας αριθμός που αλλάζει σε κάθε αλλαγή του ταξιδιού, για τα σύνολα των λιστών',
     "A number each change to the trip moves on, for the lists' totals"],
    'trip_id revision'),
  rule('announcements', 'announcements', WITH_TRIP, 'delete', false,
    ['Οι ανακοινώσεις του προσωπικού προς τις οικογένειες: κείμενα, παραλήπτες ως ομάδα, πότε στάλθηκαν',
     "Staff's announcements to the families: texts, the audience as a group, when they went"],
    `
      id trip_id audience subject body status send_at sent_at cancelled_at created_by_user_id created_at
      updated_at
    `),
  rule('place-draws', 'place_draws', WITH_TRIP, 'delete', false,
    ['Η κλήρωση των θέσεων: ο σπόρος και τα αναγνωριστικά των εγγραφών, χωρίς ονόματα',
     'The draw of places: its seed and the registrations\' identifiers, without names'],
    'trip_id seed algorithm record drawn_order placed created_at'),
  rule('departures', 'departures', WITH_TRIP, 'delete', false,
    ['Αναχωρήσεις: πτήσεις, ξενοδοχείο, συνοδοί', 'Departures: flights, hotel, escorts'],
    `
      id trip_id label outbound_date inbound_date carrier hotel flights escorts seats rooming_updated_at
      rooming_locked_at rooming_locked_by created_at updated_at
    `),
  rule('schools', 'schools', WITH_TRIP, 'delete', false,
    ['Σχολεία και ο υπεύθυνος επικοινωνίας τους', 'Schools and their contact person'],
    'id trip_id name district registration_code contact_name contact_email departure_id created_at updated_at'),
];

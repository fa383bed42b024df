import { TRIP_TIME_ZONE, type Locale, type OutboxMessageStatus } from '@voyage/domain';

/** The words of the staff lists not about one trip's travellers, as their screens write them in each language. */
export const OUTBOX_STATUS_WORDS: Readonly<Record<Locale, Record<OutboxMessageStatus, string>>> = {
  en: { pending: 'Waiting', sending: 'Sending', sent: 'Sent', failed: 'Failed' },
  el: { pending: 'Σε αναμονή', sending: 'Αποστέλλεται', sent: 'Στάλθηκε', failed: 'Απέτυχε' },
};

export const YES_NO: Readonly<Record<Locale, { yes: string; no: string }>> = {
  en: { yes: 'Yes', no: 'No' },
  el: { yes: 'Ναι', no: 'Όχι' },
};

const cyprusClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TRIP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as staff read it in Cyprus: `2026-11-27 21:05`; empty for none. */
export function cyprusTime(instant: string | null): string {
  if (!instant) return '';
  const parts = Object.fromEntries(cyprusClock.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** An e-mail's kind, as the outbox names it; an unknown one by its own name. */
export const OUTBOX_TEMPLATE_WORDS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: {
    'magic-link': 'Sign-in link',
    'password-reset': 'Password reset',
    'admin-invitation': 'Administrator invitation',
    'guardian-account': 'Family account',
    'registration-confirmation': 'Registration: confirm the e-mail',
    'registration-approved': 'Registration: approved, with payment',
    'registration-rejected': 'Registration: rejected',
    'registration-withdrawn': 'Registration: withdrawn',
    'consent-reminder': 'Consent form reminder',
    'registration-cancelled': 'Registration: cancelled',
    'payment-received': 'Payment received',
    'payment-rejected': 'Payment rejected',
    'payment-reminder': 'Payment reminder',
    'document-rejected': 'Document rejected',
    'health-reminder': 'Health record reminder',
    'readiness-reminder': 'Checklist reminder',
    'weekly-digest': 'Weekly summary of what is left to do',
    announcement: 'Announcement',
  },
  el: {
    'magic-link': 'Σύνδεσμος σύνδεσης',
    'password-reset': 'Επαναφορά κωδικού',
    'admin-invitation': 'Πρόσκληση διαχειριστή',
    'guardian-account': 'Λογαριασμός οικογένειας',
    'registration-confirmation': 'Εγγραφή: επιβεβαίωση e-mail',
    'registration-approved': 'Εγγραφή: έγκριση και πληρωμή',
    'registration-rejected': 'Εγγραφή: απόρριψη',
    'registration-withdrawn': 'Εγγραφή: απόσυρση',
    'consent-reminder': 'Υπενθύμιση εντύπου συγκατάθεσης',
    'registration-cancelled': 'Εγγραφή: ακύρωση',
    'payment-received': 'Παραλαβή πληρωμής',
    'payment-rejected': 'Απόρριψη πληρωμής',
    'payment-reminder': 'Υπενθύμιση πληρωμής',
    'document-rejected': 'Απόρριψη εγγράφου',
    'health-reminder': 'Υπενθύμιση φακέλου υγείας',
    'readiness-reminder': 'Υπενθύμιση λίστας ετοιμότητας',
    'weekly-digest': 'Εβδομαδιαία σύνοψη εκκρεμοτήτων',
    announcement: 'Ανακοίνωση',
  },
};

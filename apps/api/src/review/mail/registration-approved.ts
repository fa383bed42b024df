import { formatEuro, type Locale } from '@voyage/domain';
import { formatCalendarDay } from '../../mail/templates/calendar-day.ts';
import { payeeReference, payeeTable, type PayeeData } from '../../mail/templates/payee-table.ts';
import { renderMyVoyageEmail } from '../../mail/templates/my-voyage-email.ts';
import type { EmailTable, RenderedEmail } from '../../mail/templates/render.ts';

/** One instalment of the trip's payment plan: its label in the reader's language, cents and due date as digits. */
export type InstalmentRow = { label: string; amountCents: string; dueDate: string };

/**
 * `personalCode` is the traveller's code and `paymentReference` the RF reference made of it, to quote; `deadline` the last day for the consent form (`YYYY-MM-DD`);
 * the bank details are the trip's.
 */
export type RegistrationApprovedData = PayeeData & {
  url: string;
  travellerName: string;
  tripTitle: string;
  deadline: string;
  instalments: readonly InstalmentRow[];
};

function instalmentTable(data: RegistrationApprovedData, locale: Locale, by: string): EmailTable {
  return {
    rows: data.instalments.map((instalment) => ({
      label: instalment.label,
      value: `${formatEuro(Number(instalment.amountCents), locale)}, ${by} ${formatCalendarDay(instalment.dueDate, locale)}`,
    })),
  };
}

/**
 * Sent at approval (docs/product/review.md#approval): what to pay and by when, to whom, the reference to
 * quote, that each transfer is the exact amount, and the consent form's deadline.
 */
export function renderRegistrationApproved(locale: Locale, data: RegistrationApprovedData): RenderedEmail {
  const deadline = formatCalendarDay(data.deadline, locale);
  const reference = payeeReference(data);
  return renderMyVoyageEmail(
    locale,
    data.url,
    locale === 'el'
      ? {
          subject: `Εγκρίθηκε η εγγραφή του ταξιδιώτη ${data.travellerName}`,
          paragraphs: [
            `Με χαρά σας ενημερώνουμε ότι η εγγραφή του ταξιδιώτη ${data.travellerName} για το ταξίδι «${data.tripTitle}» εγκρίθηκε.`,
            'Πληρωμή: εξοφλήστε κάθε δόση με τραπεζικό έμβασμα έως την ημερομηνία της.',
            instalmentTable(data, locale, 'έως'),
            'Στοιχεία για το έμβασμα:',
            payeeTable(data, locale),
            `Γράψτε στην αιτιολογία κάθε εμβάσματος τον κωδικό αναφοράς πληρωμής ${reference} ακριβώς όπως είναι, χωρίς τίποτα άλλο: η τράπεζα ελέγχει ότι είναι σωστός και έτσι αντιστοιχίζουμε την πληρωμή στον ταξιδιώτη. Ο κωδικός αναφοράς φτιάχνεται από τον προσωπικό κωδικό του ταξιδιώτη, ${data.personalCode}.`,
            'Κάθε έμβασμα πρέπει να είναι ακριβώς το ποσό της δόσης, ούτε περισσότερο ούτε λιγότερο.',
            `Έντυπο συγκατάθεσης: ανεβάστε το έντυπο υπογεγραμμένο από τον γονέα ή κηδεμόνα στη σελίδα «Το ταξίδι μου» έως τις ${deadline}. Αν δεν το λάβουμε έως τότε, η εγγραφή ακυρώνεται αυτόματα.`,
          ],
          closing: ['Τα στοιχεία πληρωμής και η προθεσμία φαίνονται και στη σελίδα «Το ταξίδι μου».'],
        }
      : {
          subject: `The registration of ${data.travellerName} is approved`,
          paragraphs: [
            `We are pleased to tell you that the registration of ${data.travellerName} for the trip "${data.tripTitle}" is approved.`,
            'Payment: please pay each instalment by bank transfer by its due date.',
            instalmentTable(data, locale, 'by'),
            'Pay to:',
            payeeTable(data, locale),
            `Quote the payment reference ${reference} exactly, and nothing else, as the reference of every transfer: the bank checks it, and it is how we match the payment to the traveller. It is made of the traveller's personal code, ${data.personalCode}.`,
            'Each transfer must be the exact amount of its instalment, no more and no less.',
            `Consent form: upload the consent form signed by the parent or guardian on My Voyage by ${deadline}. If it has not arrived by then, the registration is cancelled automatically.`,
          ],
          closing: ['The payment details and the deadline are also on My Voyage.'],
        },
  );
}

import { formatEuro, type Locale } from '@voyage/domain';
import { formatCalendarDay } from '../../mail/templates/calendar-day.ts';
import { payeeReference, payeeTable, type PayeeData } from '../../mail/templates/payee-table.ts';
import { renderEmail, type RenderedEmail } from '../../mail/templates/render.ts';

/**
 * `kind` is `upcoming` (sent 7 days before the due date) or `overdue` (once, after it); `instalment` is
 * the instalment's label in the reader's language, `amountCents` what is left of it, `dueDate` `YYYY-MM-DD`.
 */
export type PaymentReminderData = PayeeData & {
  url: string;
  travellerName: string;
  tripTitle: string;
  kind: string;
  instalment: string;
  amountCents: string;
  dueDate: string;
};

/** The payment reminders (docs/product/payments.md#reminders): what to pay, by when, to whom, with which reference. */
export function renderPaymentReminder(locale: Locale, data: PaymentReminderData): RenderedEmail {
  const amount = formatEuro(Number(data.amountCents), locale);
  const due = formatCalendarDay(data.dueDate, locale);
  const overdue = data.kind === 'overdue';
  const action = { url: data.url };
  const reference = payeeReference(data);
  return renderEmail(
    locale === 'el'
      ? {
          locale,
          subject: overdue
            ? `Εκπρόθεσμη πληρωμή: ${data.instalment} για τον ταξιδιώτη ${data.travellerName}`
            : `Υπενθύμιση πληρωμής: ${data.instalment} για τον ταξιδιώτη ${data.travellerName}`,
          greeting: 'Γεια σας,',
          paragraphs: [
            overdue
              ? `Η δόση «${data.instalment}» (${amount}) για τον ταξιδιώτη ${data.travellerName} (ταξίδι «${data.tripTitle}») έληγε στις ${due} και δεν την έχουμε λάβει ακόμη.`
              : `Σας υπενθυμίζουμε ότι η δόση «${data.instalment}» (${amount}) για τον ταξιδιώτη ${data.travellerName} (ταξίδι «${data.tripTitle}») πρέπει να πληρωθεί έως τις ${due}.`,
            'Στοιχεία για το έμβασμα:',
            payeeTable(data, locale),
            `Γράψτε στην αιτιολογία τον κωδικό αναφοράς πληρωμής ${reference} ακριβώς όπως είναι και, μετά το έμβασμα, ανεβάστε το αποδεικτικό στη σελίδα «Το ταξίδι μου».`,
          ],
          action: { ...action, label: 'Άνοιγμα «Το ταξίδι μου»' },
          closing: ['Αν έχετε ήδη πληρώσει, δεν χρειάζεται να κάνετε τίποτα άλλο.'],
        }
      : {
          locale,
          subject: overdue
            ? `Payment overdue: ${data.instalment} for ${data.travellerName}`
            : `Payment reminder: ${data.instalment} for ${data.travellerName}`,
          greeting: 'Hello,',
          paragraphs: [
            overdue
              ? `The ${data.instalment.toLowerCase()} (${amount}) for ${data.travellerName} (trip "${data.tripTitle}") was due on ${due} and we have not received it yet.`
              : `A reminder that the ${data.instalment.toLowerCase()} (${amount}) for ${data.travellerName} (trip "${data.tripTitle}") is due by ${due}.`,
            'Pay to:',
            payeeTable(data, locale),
            `Quote the payment reference ${reference} exactly as the reference of the transfer and, once you have paid, upload the receipt on My Voyage.`,
          ],
          action: { ...action, label: 'Open My Voyage' },
          closing: ['If you have already paid, there is nothing more to do.'],
        },
  );
}

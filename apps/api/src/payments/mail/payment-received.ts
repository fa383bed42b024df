import { formatEuro, type Locale } from '@voyage/domain';
import { formatCalendarDay } from '../../mail/templates/calendar-day.ts';
import { renderEmail, type RenderedEmail } from '../../mail/templates/render.ts';

/** Money in cents and days as `YYYY-MM-DD`, formatted for the reader. `toPayCents` is what is left after it. */
export type PaymentReceivedData = {
  url: string;
  travellerName: string;
  tripTitle: string;
  amountCents: string;
  receivedOn: string;
  toPayCents: string;
};

/** Sent when staff confirm a payment as received (docs/product/payments.md#confirming-a-payment). */
export function renderPaymentReceived(locale: Locale, data: PaymentReceivedData): RenderedEmail {
  const amount = formatEuro(Number(data.amountCents), locale);
  const day = formatCalendarDay(data.receivedOn, locale);
  const toPay = Number(data.toPayCents);
  const action = { url: data.url };
  return renderEmail(
    locale === 'el'
      ? {
          locale,
          subject: `Λάβαμε την πληρωμή σας για τον ταξιδιώτη ${data.travellerName}`,
          greeting: 'Γεια σας,',
          paragraphs: [
            `Λάβαμε την πληρωμή των ${amount} για τον ταξιδιώτη ${data.travellerName} (ταξίδι «${data.tripTitle}») στις ${day}. Σας ευχαριστούμε.`,
            toPay > 0 ? `Υπόλοιπο προς πληρωμή: ${formatEuro(toPay, locale)}.` : 'Το ταξίδι έχει εξοφληθεί πλήρως.',
          ],
          action: { ...action, label: 'Άνοιγμα «Το ταξίδι μου»' },
          closing: ['Όλες οι πληρωμές φαίνονται στη σελίδα «Το ταξίδι μου».'],
        }
      : {
          locale,
          subject: `We received your payment for ${data.travellerName}`,
          greeting: 'Hello,',
          paragraphs: [
            `We received your payment of ${amount} for ${data.travellerName} (trip "${data.tripTitle}") on ${day}. Thank you.`,
            toPay > 0 ? `Still to pay: ${formatEuro(toPay, locale)}.` : 'The trip is now paid in full.',
          ],
          action: { ...action, label: 'Open My Voyage' },
          closing: ['Every payment is listed on My Voyage.'],
        },
  );
}

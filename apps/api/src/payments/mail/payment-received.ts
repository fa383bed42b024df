import { formatEuro, type Locale } from '@voyage/domain';
import { formatCalendarDay } from '../../mail/templates/calendar-day.ts';
import { renderMyVoyageEmail } from '../../mail/templates/my-voyage-email.ts';
import type { RenderedEmail } from '../../mail/templates/render.ts';

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
  return renderMyVoyageEmail(
    locale,
    data.url,
    locale === 'el'
      ? {
          subject: `Λάβαμε την πληρωμή σας για τον ταξιδιώτη ${data.travellerName}`,
          paragraphs: [
            `Λάβαμε την πληρωμή των ${amount} για τον ταξιδιώτη ${data.travellerName} (ταξίδι «${data.tripTitle}») στις ${day}. Σας ευχαριστούμε.`,
            toPay > 0 ? `Υπόλοιπο προς πληρωμή: ${formatEuro(toPay, locale)}.` : 'Το ταξίδι έχει εξοφληθεί πλήρως.',
          ],
          closing: ['Όλες οι πληρωμές φαίνονται στη σελίδα «Το ταξίδι μου».'],
        }
      : {
          subject: `We received your payment for ${data.travellerName}`,
          paragraphs: [
            `We received your payment of ${amount} for ${data.travellerName} (trip "${data.tripTitle}") on ${day}. Thank you.`,
            toPay > 0 ? `Still to pay: ${formatEuro(toPay, locale)}.` : 'The trip is now paid in full.',
          ],
          closing: ['Every payment is listed on My Voyage.'],
        },
  );
}

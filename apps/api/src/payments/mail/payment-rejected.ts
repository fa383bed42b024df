import { formatEuro, type Locale } from '@voyage/domain';
import { renderRefusalEmail } from '../../mail/templates/my-voyage-email.ts';
import type { RenderedEmail } from '../../mail/templates/render.ts';

/** `reason` is staff's, in the family's language; `amountCents` the amount the family reported. */
export type PaymentRejectedData = {
  url: string;
  travellerName: string;
  tripTitle: string;
  amountCents: string;
  reason: string;
};

/** Sent when staff reject a reported payment (docs/product/payments.md#rejecting-a-payment). */
export function renderPaymentRejected(locale: Locale, data: PaymentRejectedData): RenderedEmail {
  const amount = formatEuro(Number(data.amountCents), locale);
  return renderRefusalEmail(
    locale,
    data,
    locale === 'el'
      ? {
          subject: `Δεν μπορέσαμε να επιβεβαιώσουμε την πληρωμή για τον ταξιδιώτη ${data.travellerName}`,
          refused: `Δεν μπορέσαμε να επιβεβαιώσουμε την πληρωμή των ${amount} που δηλώσατε για τον ταξιδιώτη ${data.travellerName} (ταξίδι «${data.tripTitle}»).`,
          next: 'Μπορείτε να δηλώσετε ξανά την πληρωμή με το σωστό αποδεικτικό στη σελίδα «Το ταξίδι μου».',
        }
      : {
          subject: `We could not confirm the payment for ${data.travellerName}`,
          refused: `We could not confirm the payment of ${amount} you reported for ${data.travellerName} (trip "${data.tripTitle}").`,
          next: 'You can report the payment again with the right receipt on My Voyage.',
        },
  );
}

import { formatEuro, type Locale } from '@voyage/domain';
import { renderEmail, type RenderedEmail } from '../../mail/templates/render.ts';

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
  const action = { url: data.url };
  return renderEmail(
    locale === 'el'
      ? {
          locale,
          subject: `Δεν μπορέσαμε να επιβεβαιώσουμε την πληρωμή για τον ταξιδιώτη ${data.travellerName}`,
          greeting: 'Γεια σας,',
          paragraphs: [
            `Δεν μπορέσαμε να επιβεβαιώσουμε την πληρωμή των ${amount} που δηλώσατε για τον ταξιδιώτη ${data.travellerName} (ταξίδι «${data.tripTitle}»).`,
            `Αιτία: ${data.reason}`,
            'Μπορείτε να δηλώσετε ξανά την πληρωμή με το σωστό αποδεικτικό στη σελίδα «Το ταξίδι μου».',
          ],
          action: { ...action, label: 'Άνοιγμα «Το ταξίδι μου»' },
          closing: [
            'Για οποιαδήποτε απορία, απαντήστε σε αυτό το μήνυμα ή επικοινωνήστε με το γραφείο του Ινστιτούτου.',
          ],
        }
      : {
          locale,
          subject: `We could not confirm the payment for ${data.travellerName}`,
          greeting: 'Hello,',
          paragraphs: [
            `We could not confirm the payment of ${amount} you reported for ${data.travellerName} (trip "${data.tripTitle}").`,
            `Reason: ${data.reason}`,
            'You can report the payment again with the right receipt on My Voyage.',
          ],
          action: { ...action, label: 'Open My Voyage' },
          closing: ["If you have any questions, reply to this message or contact the Institute's office."],
        },
  );
}

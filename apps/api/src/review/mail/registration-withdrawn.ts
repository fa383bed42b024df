import type { Locale } from '@voyage/domain';
import { renderMyVoyageEmail } from '../../mail/templates/my-voyage-email.ts';
import type { RenderedEmail } from '../../mail/templates/render.ts';
import { cancellationMoneyParagraph } from '../../payments/mail/cancellation-money-text.ts';

/** The money figures are cents as text, present once the withdrawal computed them (docs/product/payments.md#refunds). */
export type RegistrationWithdrawnData = {
  url: string;
  travellerName: string;
  tripTitle: string;
  paidCents?: string;
  keptCents?: string;
  refundCents?: string;
};

/** Confirms a family's own withdrawal (docs/product/review.md#withdrawal), with what is kept and refunded. */
export function renderRegistrationWithdrawn(locale: Locale, data: RegistrationWithdrawnData): RenderedEmail {
  const money = cancellationMoneyParagraph(locale, data);
  return renderMyVoyageEmail(
    locale,
    data.url,
    locale === 'el'
      ? {
          subject: `Η εγγραφή του ταξιδιώτη ${data.travellerName} αποσύρθηκε`,
          paragraphs: [
            `Επιβεβαιώνουμε ότι αποσύρατε την εγγραφή του ταξιδιώτη ${data.travellerName} για το ταξίδι «${data.tripTitle}». Η θέση του στο ταξίδι αποδεσμεύτηκε.`,
            ...(money ? [money] : []),
            'Όσο οι εγγραφές είναι ανοιχτές, μπορείτε να κάνετε νέα εγγραφή με τον κωδικό του σχολείου.',
          ],
          closing: ['Αν δεν αποσύρατε εσείς την εγγραφή, επικοινωνήστε αμέσως με το γραφείο του Ινστιτούτου.'],
        }
      : {
          subject: `The registration of ${data.travellerName} has been withdrawn`,
          paragraphs: [
            `This confirms that you withdrew the registration of ${data.travellerName} for the trip "${data.tripTitle}". Their place on the trip has been released.`,
            ...(money ? [money] : []),
            "While registration is open, you can register again with the school's code.",
          ],
          closing: ["If you did not withdraw the registration, please contact the Institute's office at once."],
        },
  );
}

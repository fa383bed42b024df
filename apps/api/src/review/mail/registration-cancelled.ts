import type { Locale } from '@voyage/domain';
import { formatCalendarDay } from '../../mail/templates/calendar-day.ts';
import { renderMyVoyageEmail } from '../../mail/templates/my-voyage-email.ts';
import type { RenderedEmail } from '../../mail/templates/render.ts';
import { cancellationMoneyParagraph } from '../../payments/mail/cancellation-money-text.ts';

/**
 * Either cause of a cancellation: `deadline`, the consent deadline that passed (`YYYY-MM-DD`), or `reason`,
 * staff's words when they cancelled it.
 */
export type RegistrationCancelledData = {
  url: string;
  travellerName: string;
  tripTitle: string;
  deadline?: string;
  reason?: string;
  /** Cents as text: what was paid, kept and refunded (docs/product/payments.md#refunds). */
  paidCents?: string;
  keptCents?: string;
  refundCents?: string;
};

/** Why it was cancelled, in the family's language: staff's reason, or the consent deadline that passed. */
function causeParagraphs(locale: Locale, data: RegistrationCancelledData): string[] {
  if (data.reason !== undefined) {
    return locale === 'el'
      ? [
          `Η εγγραφή του ταξιδιώτη ${data.travellerName} για το ταξίδι «${data.tripTitle}» ακυρώθηκε από το γραφείο του Ινστιτούτου. Η θέση του στο ταξίδι αποδεσμεύτηκε.`,
          `Αιτία: ${data.reason}`,
        ]
      : [
          `The registration of ${data.travellerName} for the trip "${data.tripTitle}" has been cancelled by the Institute's office. Their place on the trip has been released.`,
          `Reason: ${data.reason}`,
        ];
  }
  const deadline = data.deadline ? formatCalendarDay(data.deadline, locale) : '';
  return locale === 'el'
    ? [
        `Η εγγραφή του ταξιδιώτη ${data.travellerName} για το ταξίδι «${data.tripTitle}» ακυρώθηκε, επειδή το υπογεγραμμένο έντυπο συγκατάθεσης δεν έφτασε έως τις ${deadline}, την προθεσμία που είχε οριστεί κατά την έγκριση.`,
      ]
    : [
        `The registration of ${data.travellerName} for the trip "${data.tripTitle}" has been cancelled because the consent form signed by the parent or guardian did not arrive by ${deadline}, the deadline set when it was approved.`,
      ];
}

/**
 * Sent when the consent deadline passed without a consent document (docs/product/review.md#consent-deadline)
 * or staff cancelled the registration (docs/product/review.md#cancellation-by-staff), with the money.
 */
export function renderRegistrationCancelled(locale: Locale, data: RegistrationCancelledData): RenderedEmail {
  const money = cancellationMoneyParagraph(locale, data);
  return renderMyVoyageEmail(
    locale,
    data.url,
    locale === 'el'
      ? {
          subject: `Η εγγραφή του ταξιδιώτη ${data.travellerName} ακυρώθηκε`,
          paragraphs: [
            ...causeParagraphs(locale, data),
            ...(money ? [money] : []),
            'Αν πιστεύετε ότι πρόκειται για λάθος ή θέλετε να συζητήσετε τι μπορεί να γίνει, επικοινωνήστε με τον υπεύθυνο καθηγητή της εκδρομής στο σχολείο ή με το γραφείο του Ινστιτούτου.',
          ],
          closing: ['Η εγγραφή και το ιστορικό της φαίνονται στη σελίδα «Το ταξίδι μου».'],
        }
      : {
          subject: `The registration of ${data.travellerName} has been cancelled`,
          paragraphs: [
            ...causeParagraphs(locale, data),
            ...(money ? [money] : []),
            "If you think this is a mistake, or would like to talk about what can be done, please contact the trip's teacher at the school or the Institute's office.",
          ],
          closing: ['The registration and its history are on the My Voyage page.'],
        },
  );
}

import type { Locale } from '@voyage/domain';
import { formatCalendarDay } from '../../mail/templates/calendar-day.ts';
import { renderMyVoyageEmail } from '../../mail/templates/my-voyage-email.ts';
import type { RenderedEmail } from '../../mail/templates/render.ts';

/** `deadline` is the consent deadline that passed (`YYYY-MM-DD`). */
export type RegistrationCancelledData = { url: string; travellerName: string; tripTitle: string; deadline: string };

/** Sent when the consent deadline passed without a consent document (docs/product/review.md#consent-deadline). */
export function renderRegistrationCancelled(locale: Locale, data: RegistrationCancelledData): RenderedEmail {
  const deadline = formatCalendarDay(data.deadline, locale);
  return renderMyVoyageEmail(
    locale,
    data.url,
    locale === 'el'
      ? {
          subject: `Η εγγραφή του ταξιδιώτη ${data.travellerName} ακυρώθηκε`,
          paragraphs: [
            `Η εγγραφή του ταξιδιώτη ${data.travellerName} για το ταξίδι «${data.tripTitle}» ακυρώθηκε, επειδή το υπογεγραμμένο έντυπο συγκατάθεσης δεν έφτασε έως τις ${deadline}, την προθεσμία που είχε οριστεί κατά την έγκριση.`,
            'Αν πιστεύετε ότι πρόκειται για λάθος ή θέλετε να συζητήσετε τι μπορεί να γίνει, επικοινωνήστε με τον υπεύθυνο καθηγητή της εκδρομής στο σχολείο ή με το γραφείο του Ινστιτούτου.',
          ],
          closing: ['Η εγγραφή και το ιστορικό της φαίνονται στη σελίδα «Το ταξίδι μου».'],
        }
      : {
          subject: `The registration of ${data.travellerName} has been cancelled`,
          paragraphs: [
            `The registration of ${data.travellerName} for the trip "${data.tripTitle}" has been cancelled because the consent form signed by the parent or guardian did not arrive by ${deadline}, the deadline set when it was approved.`,
            "If you think this is a mistake, or would like to talk about what can be done, please contact the trip's teacher at the school or the Institute's office.",
          ],
          closing: ['The registration and its history are on the My Voyage page.'],
        },
  );
}

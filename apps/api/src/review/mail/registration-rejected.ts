import type { Locale } from '@voyage/domain';
import { renderMyVoyageEmail } from '../../mail/templates/my-voyage-email.ts';
import type { RenderedEmail } from '../../mail/templates/render.ts';

/** `reason` is staff's, in the family's language (docs/product/review.md#rejection). */
export type RegistrationRejectedData = { url: string; travellerName: string; tripTitle: string; reason: string };

export function renderRegistrationRejected(locale: Locale, data: RegistrationRejectedData): RenderedEmail {
  return renderMyVoyageEmail(
    locale,
    data.url,
    locale === 'el'
      ? {
          subject: `Η εγγραφή του ταξιδιώτη ${data.travellerName} δεν εγκρίθηκε`,
          paragraphs: [
            `Λυπούμαστε, αλλά η εγγραφή του ταξιδιώτη ${data.travellerName} για το ταξίδι «${data.tripTitle}» δεν εγκρίθηκε.`,
            `Αιτία: ${data.reason}`,
            'Για οποιαδήποτε απορία, επικοινωνήστε με τον υπεύθυνο καθηγητή της εκδρομής στο σχολείο ή με το γραφείο του Ινστιτούτου.',
          ],
          closing: ['Η εγγραφή και η αιτία φαίνονται και στη σελίδα «Το ταξίδι μου».'],
        }
      : {
          subject: `The registration of ${data.travellerName} was not approved`,
          paragraphs: [
            `We are sorry: the registration of ${data.travellerName} for the trip "${data.tripTitle}" was not approved.`,
            `Reason: ${data.reason}`,
            "If you have any questions, please contact the trip's teacher at the school or the Institute's office.",
          ],
          closing: ['The registration and the reason are also on My Voyage.'],
        },
  );
}

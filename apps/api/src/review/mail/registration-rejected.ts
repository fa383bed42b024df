import type { Locale } from '@voyage/domain';
import { renderEmail, type RenderedEmail } from '../../mail/templates/render.ts';

/** `reason` is staff's, in the family's language (docs/product/review.md#rejection). */
export type RegistrationRejectedData = { url: string; travellerName: string; tripTitle: string; reason: string };

export function renderRegistrationRejected(locale: Locale, data: RegistrationRejectedData): RenderedEmail {
  const action = { url: data.url };
  return renderEmail(
    locale === 'el'
      ? {
          locale,
          subject: `Η εγγραφή του ταξιδιώτη ${data.travellerName} δεν εγκρίθηκε`,
          greeting: 'Γεια σας,',
          paragraphs: [
            `Λυπούμαστε, αλλά η εγγραφή του ταξιδιώτη ${data.travellerName} για το ταξίδι «${data.tripTitle}» δεν εγκρίθηκε.`,
            `Αιτία: ${data.reason}`,
            'Για οποιαδήποτε απορία, επικοινωνήστε με τον υπεύθυνο καθηγητή της εκδρομής στο σχολείο ή με το γραφείο του Ινστιτούτου.',
          ],
          action: { ...action, label: 'Άνοιγμα «Το ταξίδι μου»' },
          closing: ['Η εγγραφή και η αιτία φαίνονται και στη σελίδα «Το ταξίδι μου».'],
        }
      : {
          locale,
          subject: `The registration of ${data.travellerName} was not approved`,
          greeting: 'Hello,',
          paragraphs: [
            `We are sorry: the registration of ${data.travellerName} for the trip "${data.tripTitle}" was not approved.`,
            `Reason: ${data.reason}`,
            "If you have any questions, please contact the trip's teacher at the school or the Institute's office.",
          ],
          action: { ...action, label: 'Open My Voyage' },
          closing: ['The registration and the reason are also on My Voyage.'],
        },
  );
}

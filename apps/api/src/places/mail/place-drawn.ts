import type { Locale } from '@voyage/domain';
import { renderMyVoyageEmail } from '../../mail/templates/my-voyage-email.ts';
import type { RenderedEmail } from '../../mail/templates/render.ts';

export type PlaceDrawnData = { url: string; travellerName: string; tripTitle: string };

/** The fair draw gave the registration a place (docs/product/places.md#fair-allocation). */
export function renderPlaceDrawn(locale: Locale, data: PlaceDrawnData): RenderedEmail {
  return renderMyVoyageEmail(
    locale,
    data.url,
    locale === 'el'
      ? {
          subject: `Η εγγραφή του ταξιδιώτη ${data.travellerName} πήρε θέση στην κλήρωση`,
          paragraphs: [
            `Οι θέσεις του ταξιδιού «${data.tripTitle}» μοιράστηκαν με κλήρωση ανάμεσα στις εγγραφές των πρώτων ημερών, και η εγγραφή του ταξιδιώτη ${data.travellerName} πήρε θέση.`,
            'Η εγγραφή περνά τώρα από τον έλεγχο του Ινστιτούτου· θα λάβετε e-mail μόλις εγκριθεί. Τη βλέπετε πάντα στη σελίδα «Το ταξίδι μου».',
          ],
          closing: ['Δεν χρειάζεται να κάνετε τίποτα μέχρι τότε.'],
        }
      : {
          subject: `The registration of ${data.travellerName} got a place in the draw`,
          paragraphs: [
            `The places of the trip "${data.tripTitle}" were shared out by a draw among the registrations of the first days, and the registration of ${data.travellerName} got a place.`,
            "The registration now goes through the institute's review; you will get an e-mail as soon as it is approved. You can always see it on My Voyage.",
          ],
          closing: ['There is nothing to do until then.'],
        },
  );
}

import type { Locale } from '@voyage/domain';
import { renderMyVoyageEmail } from '../../mail/templates/my-voyage-email.ts';
import type { RenderedEmail } from '../../mail/templates/render.ts';

export type WaitingListJoinedData = { url: string; travellerName: string; tripTitle: string; position: string };

/** The registration arrived while the trip was full: it is on the waiting list, at this position (docs/product/places.md#waiting-list). */
export function renderWaitingListJoined(locale: Locale, data: WaitingListJoinedData): RenderedEmail {
  return renderMyVoyageEmail(
    locale,
    data.url,
    locale === 'el'
      ? {
          subject: `Λίστα αναμονής: ο ταξιδιώτης ${data.travellerName} είναι στη θέση ${data.position}`,
          paragraphs: [
            `Το ταξίδι «${data.tripTitle}» είναι πλήρες, γι' αυτό η εγγραφή του ταξιδιώτη ${data.travellerName} μπήκε στη λίστα αναμονής, στη θέση ${data.position}.`,
            'Όταν ελευθερωθεί μια θέση, θα σας την προσφέρουμε με e-mail και θα έχετε λίγες ημέρες για να την αποδεχτείτε στη σελίδα «Το ταξίδι μου». Εκεί βλέπετε πάντα τη θέση σας στη λίστα.',
          ],
          closing: ['Δεν χρειάζεται να κάνετε τίποτα μέχρι τότε.'],
        }
      : {
          subject: `Waiting list: ${data.travellerName} is at position ${data.position}`,
          paragraphs: [
            `The trip "${data.tripTitle}" is full, so the registration of ${data.travellerName} is on the waiting list, at position ${data.position}.`,
            'When a place frees up, we will offer it to you by e-mail and you will have a few days to accept it on My Voyage. Your position on the list is always shown there.',
          ],
          closing: ['There is nothing to do until then.'],
        },
  );
}

import { dateTimeFormat, type Locale } from '@voyage/domain';
import { renderMyVoyageEmail } from '../../mail/templates/my-voyage-email.ts';
import type { RenderedEmail } from '../../mail/templates/render.ts';

/** `expiresAt` is the offer's deadline as an ISO instant. */
export type WaitingListOfferData = { url: string; travellerName: string; tripTitle: string; expiresAt: string };

/** The deadline as the reader's language writes it, Cyprus time ("31 Μαρτίου 2027, 10:30"). */
function formatDeadline(iso: string, locale: Locale): string {
  return dateTimeFormat(locale === 'el' ? 'el-GR' : 'en-IE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Nicosia',
  }).format(new Date(iso));
}

/** A place freed up and is offered to the family, until its deadline (docs/product/places.md#waiting-list). */
export function renderWaitingListOffer(locale: Locale, data: WaitingListOfferData): RenderedEmail {
  const deadline = formatDeadline(data.expiresAt, locale);
  return renderMyVoyageEmail(
    locale,
    data.url,
    locale === 'el'
      ? {
          subject: `Ελευθερώθηκε θέση για τον ταξιδιώτη ${data.travellerName}`,
          paragraphs: [
            `Ελευθερώθηκε μια θέση στο ταξίδι «${data.tripTitle}» και την προσφέρουμε στον ταξιδιώτη ${data.travellerName}, από τη λίστα αναμονής.`,
            `Αποδεχτείτε ή αρνηθείτε τη θέση στη σελίδα «Το ταξίδι μου» έως τις ${deadline} (ώρα Κύπρου). Αν δεν απαντήσετε ως τότε, η θέση θα προσφερθεί στην επόμενη οικογένεια.`,
          ],
          closing: ['Αν αποδεχτείτε, η εγγραφή θα εξεταστεί όπως κάθε άλλη.'],
        }
      : {
          subject: `A place has freed up for ${data.travellerName}`,
          paragraphs: [
            `A place has freed up on the trip "${data.tripTitle}" and we offer it to ${data.travellerName}, from the waiting list.`,
            `Accept or decline it on My Voyage by ${deadline} (Cyprus time). If you do not answer by then, the place will be offered to the next family.`,
          ],
          closing: ['If you accept, the registration is reviewed like any other.'],
        },
  );
}

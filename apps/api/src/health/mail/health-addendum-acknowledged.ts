import type { Locale } from '@voyage/domain';
import { renderMyVoyageEmail } from '../../mail/templates/my-voyage-email.ts';
import type { RenderedEmail } from '../../mail/templates/render.ts';

export type HealthAddendumAcknowledgedData = { url: string; travellerName: string; tripTitle: string };

/**
 * The health lead has read a change the family sent after the freeze (docs/product/health.md#changes-after-the-freeze).
 * It names no health detail: the family reads it in My Voyage.
 */
export function renderHealthAddendumAcknowledged(locale: Locale, data: HealthAddendumAcknowledgedData): RenderedEmail {
  return renderMyVoyageEmail(
    locale,
    data.url,
    locale === 'el'
      ? {
          subject: `Ο υπεύθυνος υγείας διάβασε την αλλαγή για τον ταξιδιώτη ${data.travellerName}`,
          paragraphs: [
            `Ο υπεύθυνος υγείας του ταξιδιού «${data.tripTitle}» διάβασε την αλλαγή που στείλατε στον φάκελο υγείας του ταξιδιώτη ${data.travellerName}.`,
            'Τη βλέπετε, με την ημερομηνία ανάγνωσης, στη σελίδα υγείας στο «Το ταξίδι μου».',
          ],
          closing: ['Δεν χρειάζεται να κάνετε τίποτα άλλο.'],
        }
      : {
          subject: `The health lead has read the change for ${data.travellerName}`,
          paragraphs: [
            `The health lead of the trip "${data.tripTitle}" has read the change you sent to the health record of ${data.travellerName}.`,
            'You can see it, with when it was read, on the health page in My Voyage.',
          ],
          closing: ['There is nothing else to do.'],
        },
  );
}

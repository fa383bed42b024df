import type { Locale } from '@voyage/domain';
import { renderMyVoyageEmail } from '../../mail/templates/my-voyage-email.ts';
import type { RenderedEmail } from '../../mail/templates/render.ts';
import { fieldList } from './field-words.ts';

/** `fields`: the fields the request changed, comma-separated (`phone,city`). */
export type ChangeRequestApprovedData = { url: string; travellerName: string; tripTitle: string; fields: string };

/** Staff approved a change the family asked for after the freeze (docs/product/corrections.md#staff-decide). */
export function renderChangeRequestApproved(locale: Locale, data: ChangeRequestApprovedData): RenderedEmail {
  const fields = fieldList(locale, data.fields);
  return renderMyVoyageEmail(
    locale,
    data.url,
    locale === 'el'
      ? {
          subject: `Η αλλαγή στοιχείων για τον ταξιδιώτη ${data.travellerName} έγινε`,
          paragraphs: [
            `Το γραφείο ενέκρινε την αλλαγή που ζητήσατε στα στοιχεία του ταξιδιώτη ${data.travellerName} (ταξίδι «${data.tripTitle}»): ${fields}.`,
            'Τα νέα στοιχεία φαίνονται ήδη στη σελίδα «Το ταξίδι μου».',
          ],
          closing: ['Δεν χρειάζεται να κάνετε τίποτα άλλο.'],
        }
      : {
          subject: `The change to ${data.travellerName}'s details is made`,
          paragraphs: [
            `The office approved the change you asked for to the details of ${data.travellerName} (trip "${data.tripTitle}"): ${fields}.`,
            'The new details already show on My Voyage.',
          ],
          closing: ['There is nothing else to do.'],
        },
  );
}

import type { Locale } from '@voyage/domain';
import { renderRefusalEmail } from '../../mail/templates/my-voyage-email.ts';
import type { RenderedEmail } from '../../mail/templates/render.ts';
import { fieldList } from './field-words.ts';

/** `fields` as in the approval's e-mail; `reason` is staff's, in the family's language. */
export type ChangeRequestRefusedData = {
  url: string;
  travellerName: string;
  tripTitle: string;
  fields: string;
  reason: string;
};

/** Staff refused a change the family asked for after the freeze (docs/product/corrections.md#staff-decide). */
export function renderChangeRequestRefused(locale: Locale, data: ChangeRequestRefusedData): RenderedEmail {
  const fields = fieldList(locale, data.fields);
  return renderRefusalEmail(
    locale,
    data,
    locale === 'el'
      ? {
          subject: `Η αλλαγή στοιχείων για τον ταξιδιώτη ${data.travellerName} δεν έγινε`,
          refused: `Το γραφείο δεν μπόρεσε να κάνει την αλλαγή που ζητήσατε στα στοιχεία του ταξιδιώτη ${data.travellerName} (ταξίδι «${data.tripTitle}»): ${fields}. Τα στοιχεία μένουν όπως ήταν.`,
          next: 'Την απάντηση τη βλέπετε και στη σελίδα «Το ταξίδι μου».',
        }
      : {
          subject: `The change to ${data.travellerName}'s details was not made`,
          refused: `The office could not make the change you asked for to the details of ${data.travellerName} (trip "${data.tripTitle}"): ${fields}. The details stay as they were.`,
          next: 'You can also read the answer on My Voyage.',
        },
  );
}

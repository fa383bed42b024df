import type { Locale } from '@voyage/domain';
import { renderEmail, type EmailContent, type RenderedEmail } from './render.ts';

/** What a message to a family says in its own words; the greeting and the button are the same for all. */
export type MyVoyageMessage = Pick<EmailContent, 'subject' | 'paragraphs' | 'closing'>;

const GREETING: Record<Locale, string> = { el: 'Γεια σας,', en: 'Hello,' };
const OPEN_MY_VOYAGE: Record<Locale, string> = { el: 'Άνοιγμα «Το ταξίδι μου»', en: 'Open My Voyage' };
const REASON: Record<Locale, string> = { el: 'Αιτία', en: 'Reason' };
const ASK_US: Record<Locale, string> = {
  el: 'Για οποιαδήποτε απορία, απαντήστε σε αυτό το μήνυμα ή επικοινωνήστε με το γραφείο του Ινστιτούτου.',
  en: "If you have any questions, reply to this message or contact the Institute's office.",
};

/** An e-mail to a family, in its language, whose button opens My Voyage at `url`. */
export function renderMyVoyageEmail(locale: Locale, url: string, message: MyVoyageMessage): RenderedEmail {
  return renderEmail({
    locale,
    subject: message.subject,
    greeting: GREETING[locale],
    paragraphs: message.paragraphs,
    action: { url, label: OPEN_MY_VOYAGE[locale] },
    closing: message.closing,
  });
}

/**
 * Staff turned down what the family sent (a document, a payment's receipt): what was refused, staff's reason
 * in the family's language, what to do next, and whom to ask.
 */
export function renderRefusalEmail(
  locale: Locale,
  data: { url: string; reason: string },
  words: { subject: string; refused: string; next: string },
): RenderedEmail {
  return renderMyVoyageEmail(locale, data.url, {
    subject: words.subject,
    paragraphs: [words.refused, `${REASON[locale]}: ${data.reason}`, words.next],
    closing: [ASK_US[locale]],
  });
}

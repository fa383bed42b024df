import { CHECKLIST_ITEMS, type ChecklistItemKind, type Locale } from '@voyage/domain';
import { renderEmail, type RenderedEmail } from '../../mail/templates/render.ts';

/** `item` is the checklist item (CHECKLIST_ITEMS); `dueDate` its last day as `YYYY-MM-DD`, or empty. */
export type ReadinessReminderData = {
  url: string;
  travellerName: string;
  tripTitle: string;
  item: string;
  dueDate: string;
};

/** What the family is asked to do, as the checklist says it (apps/web/src/locales/<lang>/components.json). */
const ITEM_WORDS: Readonly<Record<Locale, Record<ChecklistItemKind, string>>> = {
  en: {
    approved: 'wait for the approval of the registration',
    instalment: 'pay the instalment due',
    consent: 'send the signed consent form',
    'id-document': 'enter and upload the ID card or passport the child travels with',
    'travel-authorisation': 'send the travel authorisation letter signed by both parents',
    health: 'complete the health and emergency record',
  },
  el: {
    approved: 'να εγκριθεί η εγγραφή',
    instalment: 'να πληρώσετε τη δόση που οφείλεται',
    consent: 'να στείλετε το υπογεγραμμένο έντυπο συγκατάθεσης',
    'id-document': 'να συμπληρώσετε και να ανεβάσετε την ταυτότητα ή το διαβατήριο του παιδιού',
    'travel-authorisation': 'να στείλετε την εξουσιοδότηση ταξιδιού ανηλίκου υπογεγραμμένη και από τους δύο γονείς',
    health: 'να συμπληρώσετε τον φάκελο υγείας και έκτακτης ανάγκης',
  },
};

const itemOf = (item: string): ChecklistItemKind =>
  (CHECKLIST_ITEMS as readonly string[]).includes(item) ? (item as ChecklistItemKind) : 'approved';

const day = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'el' ? 'el-GR' : 'en-IE', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Sent by staff from the readiness board to the families missing one item (docs/product/readiness.md#reminders). */
export function renderReadinessReminder(locale: Locale, data: ReadinessReminderData): RenderedEmail {
  const what = ITEM_WORDS[locale][itemOf(data.item)];
  const action = { url: data.url };
  return renderEmail(
    locale === 'el'
      ? {
          locale,
          subject: `Εκκρεμότητα για το ταξίδι του ταξιδιώτη ${data.travellerName}`,
          greeting: 'Γεια σας,',
          paragraphs: [
            `Για να είναι ο ταξιδιώτης ${data.travellerName} έτοιμος για το ταξίδι «${data.tripTitle}», μένει ${what}${data.dueDate ? ` έως ${day(data.dueDate, locale)}` : ''}.`,
            'Η λίστα «Έτοιμοι για το ταξίδι» στο Το ταξίδι μου δείχνει τι έγινε και τι μένει.',
          ],
          action: { ...action, label: 'Άνοιγμα του Το ταξίδι μου' },
          closing: ['Αν το έχετε ήδη κάνει, αγνοήστε αυτό το μήνυμα.'],
        }
      : {
          locale,
          subject: `Something left to do before the trip of ${data.travellerName}`,
          greeting: 'Hello,',
          paragraphs: [
            `For ${data.travellerName} to be ready for the trip "${data.tripTitle}", it remains to ${what}${data.dueDate ? ` by ${day(data.dueDate, locale)}` : ''}.`,
            'The "Ready to travel" list in My Voyage shows what is done and what is left.',
          ],
          action: { ...action, label: 'Open My Voyage' },
          closing: ['If you have done it already, you can ignore this e-mail.'],
        },
  );
}

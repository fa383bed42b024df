import { CHECKLIST_ITEMS, formatEuro, type ChecklistItemKind, type Locale } from '@voyage/domain';
import { formatCalendarDay } from '../../mail/templates/calendar-day.ts';
import { renderEmail, type EmailTable, type RenderedEmail } from '../../mail/templates/render.ts';

/**
 * One line per open checklist item of the family's children, in the children's order: `item` is the
 * checklist item (CHECKLIST_ITEMS), `state` `todo` or `overdue`, `dueDate` `YYYY-MM-DD` or empty, and for an
 * instalment its number and the cents left on it (else empty).
 */
export type WeeklyDigestLine = {
  travellerName: string;
  tripTitle: string;
  item: string;
  state: string;
  dueDate: string;
  instalment: string;
  amountCents: string;
};

export type WeeklyDigestData = { url: string; items: readonly WeeklyDigestLine[] };

/** What is left to do, as a line of the list. */
const ITEM_WORDS: Readonly<Record<Locale, Record<ChecklistItemKind, string>>> = {
  en: {
    approved: 'Wait for the approval of the registration',
    instalment: 'Pay instalment {n}',
    consent: 'Send the signed consent form',
    'id-document': 'Enter and upload the ID card or passport the child travels with',
    'travel-authorisation': 'Send the travel authorisation letter signed by both parents',
    health: 'Complete the health and emergency record',
  },
  el: {
    approved: 'Αναμονή έγκρισης της εγγραφής',
    instalment: 'Πληρωμή της δόσης {n}',
    consent: 'Αποστολή του υπογεγραμμένου εντύπου συγκατάθεσης',
    'id-document': 'Συμπλήρωση και ανέβασμα της ταυτότητας ή του διαβατηρίου του παιδιού',
    'travel-authorisation': 'Αποστολή της εξουσιοδότησης ταξιδιού ανηλίκου, υπογεγραμμένης και από τους δύο γονείς',
    health: 'Συμπλήρωση του φακέλου υγείας και έκτακτης ανάγκης',
  },
};

const WORDS = {
  en: {
    subject: 'Your weekly summary: what is left to do before the trip',
    greeting: 'Hello,',
    intro: 'Here is what is still left to do before the trip, child by child.',
    child: (name: string, trip: string) => `${name}, "${trip}":`,
    left: (amount: string) => ` (${amount} left)`,
    by: (day: string) => `by ${day}`,
    overdue: (day: string) => `overdue since ${day}`,
    noDay: 'as soon as you can',
    reminders: 'Reminders of each deadline still come on their own dates.',
    action: 'Open My Voyage',
    optOut: 'To stop this weekly summary, turn off "Weekly summary e-mail" in My Profile.',
  },
  el: {
    subject: 'Η εβδομαδιαία σύνοψή σας: τι μένει πριν από το ταξίδι',
    greeting: 'Γεια σας,',
    intro: 'Αυτά μένουν ακόμη να γίνουν πριν από το ταξίδι, για κάθε παιδί.',
    child: (name: string, trip: string) => `${name}, «${trip}»:`,
    left: (amount: string) => ` (υπόλοιπο ${amount})`,
    by: (day: string) => `έως τις ${day}`,
    overdue: (day: string) => `η προθεσμία έληξε στις ${day}`,
    noDay: 'το συντομότερο',
    reminders: 'Οι υπενθυμίσεις κάθε προθεσμίας συνεχίζουν να έρχονται στην ώρα τους.',
    action: 'Άνοιγμα της σελίδας «Το ταξίδι μου»',
    optOut:
      'Για να σταματήσετε αυτή την εβδομαδιαία σύνοψη, απενεργοποιήστε την «Εβδομαδιαία σύνοψη με e-mail» στη σελίδα «Το προφίλ μου».',
  },
} as const;

const itemOf = (item: string): ChecklistItemKind =>
  (CHECKLIST_ITEMS as readonly string[]).includes(item) ? (item as ChecklistItemKind) : 'approved';

function row(line: WeeklyDigestLine, locale: Locale) {
  const words = WORDS[locale];
  const what = ITEM_WORDS[locale][itemOf(line.item)].replace('{n}', line.instalment);
  const amount = line.amountCents ? words.left(formatEuro(Number(line.amountCents), locale)) : '';
  const day = line.dueDate ? formatCalendarDay(line.dueDate, locale) : '';
  const when = !day ? words.noDay : line.state === 'overdue' ? words.overdue(day) : words.by(day);
  return { label: `${what}${amount}`, value: when };
}

/** The lines grouped by child, in the order given: a heading paragraph and a table of what is left for each. */
function childBlocks(data: WeeklyDigestData, locale: Locale): (string | EmailTable)[] {
  const groups = new Map<string, { heading: string; lines: WeeklyDigestLine[] }>();
  for (const line of data.items) {
    const key = `${line.travellerName}\u0000${line.tripTitle}`;
    const group = groups.get(key) ?? { heading: WORDS[locale].child(line.travellerName, line.tripTitle), lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.values()].flatMap((group) => [
    group.heading,
    { rows: group.lines.map((line) => row(line, locale)) },
  ]);
}

/** The weekly digest of a family (docs/product/readiness.md#weekly-digest): what is left for each child. */
export function renderWeeklyDigest(locale: Locale, data: WeeklyDigestData): RenderedEmail {
  const words = WORDS[locale];
  return renderEmail({
    locale,
    subject: words.subject,
    greeting: words.greeting,
    paragraphs: [words.intro, ...childBlocks(data, locale), words.reminders],
    action: { url: data.url, label: words.action },
    closing: [words.optOut],
  });
}

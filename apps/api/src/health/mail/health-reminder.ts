import { HEALTH_SECTIONS, type HealthSection, type Locale } from '@voyage/domain';
import { renderEmail, type RenderedEmail } from '../../mail/templates/render.ts';

/** `missing` is the sections not saved yet, by their names, comma-separated (`allergies,consent`). */
export type HealthReminderData = { url: string; travellerName: string; tripTitle: string; missing: string };

/** The sections as the form titles them (docs/product/health.md#the-form). */
const SECTION_WORDS: Readonly<Record<Locale, Record<HealthSection, string>>> = {
  en: {
    allergies: 'Allergies',
    medicines: 'Medicines',
    diet: 'Diet',
    conditions: 'Health conditions and swimming',
    contacts: 'Emergency contacts',
    consent: 'Consent to emergency treatment',
  },
  el: {
    allergies: 'Αλλεργίες',
    medicines: 'Φάρμακα',
    diet: 'Διατροφή',
    conditions: 'Θέματα υγείας και κολύμπι',
    contacts: 'Επαφές έκτακτης ανάγκης',
    consent: 'Συναίνεση για επείγουσα ιατρική φροντίδα',
  },
};

function missingList(locale: Locale, missing: string): string {
  const names = missing.split(',').filter((name): name is HealthSection => HEALTH_SECTIONS.includes(name as never));
  return names.map((name) => SECTION_WORDS[locale][name]).join(', ');
}

/** Sent by staff while a traveller's health record is not complete (docs/product/health.md#reminders). */
export function renderHealthReminder(locale: Locale, data: HealthReminderData): RenderedEmail {
  const action = { url: data.url };
  const list = missingList(locale, data.missing);
  return renderEmail(
    locale === 'el'
      ? {
          locale,
          subject: `Συμπληρώστε τον φάκελο υγείας του ταξιδιώτη ${data.travellerName}`,
          greeting: 'Γεια σας,',
          paragraphs: [
            `Ο φάκελος υγείας και έκτακτης ανάγκης του ταξιδιώτη ${data.travellerName} για το ταξίδι «${data.tripTitle}» δεν είναι ακόμη πλήρης. Οι συνοδοί τον χρειάζονται για να φροντίσουν το παιδί σας στο ταξίδι.`,
            `Λείπουν ακόμη: ${list}.`,
            'Αποθηκεύστε κάθε ενότητα στη σελίδα του φακέλου: ό,τι αποθηκεύσατε ήδη μένει.',
          ],
          action: { ...action, label: 'Άνοιγμα του φακέλου υγείας' },
          closing: ['Αν τον έχετε ήδη συμπληρώσει, αγνοήστε αυτό το μήνυμα.'],
        }
      : {
          locale,
          subject: `Complete the health record of ${data.travellerName}`,
          greeting: 'Hello,',
          paragraphs: [
            `The health and emergency record of ${data.travellerName} for the trip "${data.tripTitle}" is not complete yet. The escorts need it to look after your child during the trip.`,
            `Still missing: ${list}.`,
            'Save each section on the record page: what you saved already stays.',
          ],
          action: { ...action, label: 'Open the health record' },
          closing: ['If you have completed it already, you can ignore this e-mail.'],
        },
  );
}

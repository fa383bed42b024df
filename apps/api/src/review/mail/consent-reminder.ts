import type { Locale } from '@voyage/domain';
import { formatCalendarDay } from '../../mail/templates/calendar-day.ts';
import { renderEmail, type RenderedEmail } from '../../mail/templates/render.ts';

/** `deadline` is the last day (`YYYY-MM-DD`); `daysLeft` the whole days until it, as digits. */
export type ConsentReminderData = {
  url: string;
  travellerName: string;
  tripTitle: string;
  deadline: string;
  daysLeft: string;
};

function daysLeftEl(days: number): string {
  if (days <= 0) return 'Σήμερα είναι η τελευταία ημέρα.';
  return days === 1 ? 'Απομένει 1 ημέρα.' : `Απομένουν ${days} ημέρες.`;
}

function daysLeftEn(days: number): string {
  if (days <= 0) return 'Today is the last day.';
  return days === 1 ? '1 day left.' : `${days} days left.`;
}

/** Sent 7 and 2 days before the consent deadline while no consent document has arrived (docs/product/review.md#consent-deadline). */
export function renderConsentReminder(locale: Locale, data: ConsentReminderData): RenderedEmail {
  const action = { url: data.url };
  const deadline = formatCalendarDay(data.deadline, locale);
  const days = Number(data.daysLeft);
  return renderEmail(
    locale === 'el'
      ? {
          locale,
          subject: `Υπενθύμιση: το έντυπο συγκατάθεσης του ταξιδιώτη ${data.travellerName} έως ${deadline}`,
          greeting: 'Γεια σας,',
          paragraphs: [
            `Η εγγραφή του ταξιδιώτη ${data.travellerName} για το ταξίδι «${data.tripTitle}» έχει εγκριθεί, αλλά δεν έχουμε λάβει ακόμη το έντυπο συγκατάθεσης υπογεγραμμένο από τον γονέα ή κηδεμόνα.`,
            `Ανεβάστε το στη σελίδα «Το ταξίδι μου» το αργότερο στις ${deadline}. ${daysLeftEl(days)}`,
            'Αν δεν το λάβουμε έως τότε, η εγγραφή ακυρώνεται αυτόματα.',
          ],
          action: { ...action, label: 'Άνοιγμα «Το ταξίδι μου»' },
          closing: ['Αν το έχετε ήδη ανεβάσει, αγνοήστε αυτό το μήνυμα.'],
        }
      : {
          locale,
          subject: `Reminder: the consent form for ${data.travellerName} is due by ${deadline}`,
          greeting: 'Hello,',
          paragraphs: [
            `The registration of ${data.travellerName} for the trip "${data.tripTitle}" is approved, but we have not yet received the consent form signed by the parent or guardian.`,
            `Please upload it on My Voyage by ${deadline} at the latest. ${daysLeftEn(days)}`,
            'If it has not arrived by then, the registration is cancelled automatically.',
          ],
          action: { ...action, label: 'Open My Voyage' },
          closing: ['If you have uploaded it already, you can ignore this e-mail.'],
        },
  );
}

import type { Locale } from '@voyage/domain';
import { renderEmail, type RenderedEmail } from '../../mail/templates/render.ts';

export type RegistrationConfirmationData = { url: string; travellerName: string; tripTitle: string };

export function renderRegistrationConfirmation(locale: Locale, data: RegistrationConfirmationData): RenderedEmail {
  const action = { url: data.url };
  return renderEmail(
    locale === 'el'
      ? {
          locale,
          subject: 'Επιβεβαιώστε το email σας για την εγγραφή στο Voyage',
          greeting: 'Γεια σας,',
          paragraphs: [
            `Λάβαμε την εγγραφή του ταξιδιώτη ${data.travellerName} για το ταξίδι «${data.tripTitle}».`,
            'Επιβεβαιώστε το email σας για να ολοκληρωθεί η εγγραφή: πατήστε το κουμπί, ελέγξτε τα στοιχεία και επιβεβαιώστε τα. Μόνο τότε εξετάζουμε την εγγραφή.',
            'Ο σύνδεσμος ισχύει για 7 ημέρες. Είναι προσωπικός· μην τον προωθήσετε.',
          ],
          action: { ...action, label: 'Επιβεβαίωση email' },
          closing: ['Αν δεν κάνατε εσείς αυτή την εγγραφή, αγνοήστε αυτό το μήνυμα.'],
        }
      : {
          locale,
          subject: 'Confirm your e-mail to complete the Voyage registration',
          greeting: 'Hello,',
          paragraphs: [
            `We received the registration of ${data.travellerName} for the trip "${data.tripTitle}".`,
            'Confirm your e-mail to complete the registration: press the button, check the details and confirm them. We review the registration only then.',
            'The link works for 7 days. It is personal; please do not forward it.',
          ],
          action: { ...action, label: 'Confirm your e-mail' },
          closing: ['If you did not register, you can ignore this e-mail.'],
        },
  );
}

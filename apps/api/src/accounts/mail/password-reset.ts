import type { Locale } from '@voyage/domain';
import { renderEmail, type RenderedEmail } from '../../mail/templates/render.ts';

export type PasswordResetData = { url: string; name: string };

export function renderPasswordReset(locale: Locale, data: PasswordResetData): RenderedEmail {
  const name = data.name.trim();
  const action = { url: data.url };
  return renderEmail(
    locale === 'el'
      ? {
          locale,
          subject: 'Επαναφορά κωδικού πρόσβασης στο Voyage',
          greeting: name ? `Γεια σας ${name},` : 'Γεια σας,',
          paragraphs: [
            'Λάβαμε αίτημα επαναφοράς του κωδικού πρόσβασης του λογαριασμού σας. Πατήστε το κουμπί για να ορίσετε νέο κωδικό.',
            'Ο σύνδεσμος ισχύει για μία ώρα και χρησιμοποιείται μία μόνο φορά.',
          ],
          action: { ...action, label: 'Ορισμός νέου κωδικού' },
          closing: ['Αν δεν ζητήσατε εσείς την επαναφορά, αγνοήστε αυτό το μήνυμα· ο κωδικός σας δεν αλλάζει.'],
        }
      : {
          locale,
          subject: 'Reset your Voyage password',
          greeting: name ? `Hello ${name},` : 'Hello,',
          paragraphs: [
            'We received a request to reset the password of your account. Use the button below to choose a new password.',
            'The link is valid for one hour and works only once.',
          ],
          action: { ...action, label: 'Choose a new password' },
          closing: ['If you did not ask for this, ignore this e-mail; your password stays the same.'],
        },
  );
}

import type { Locale } from '@voyage/domain';
import { renderEmail, type RenderedEmail } from '../../mail/templates/render.ts';

export type MagicLinkData = { url: string };

export function renderMagicLink(locale: Locale, data: MagicLinkData): RenderedEmail {
  const action = { url: data.url };
  return renderEmail(
    locale === 'el'
      ? {
          locale,
          subject: 'Ο σύνδεσμος σύνδεσης στο Voyage',
          greeting: 'Γεια σας,',
          paragraphs: [
            'Πατήστε το κουμπί για να συνδεθείτε στο Voyage. Ο σύνδεσμος λήγει σύντομα και χρησιμοποιείται μία μόνο φορά.',
          ],
          action: { ...action, label: 'Σύνδεση' },
          closing: ['Αν δεν ζητήσατε εσείς αυτόν τον σύνδεσμο, αγνοήστε αυτό το μήνυμα.'],
        }
      : {
          locale,
          subject: 'Your sign-in link for Voyage',
          greeting: 'Hello,',
          paragraphs: ['Use the button below to sign in to Voyage. The link expires soon and works only once.'],
          action: { ...action, label: 'Sign in' },
          closing: ['If you did not ask for this link, you can ignore this e-mail.'],
        },
  );
}

import type { Locale } from '@voyage/domain';
import { renderEmail, type RenderedEmail } from '../../mail/templates/render.ts';

export type AdminInvitationData = { url: string; invitedBy: string };

export function renderAdminInvitation(locale: Locale, data: AdminInvitationData): RenderedEmail {
  const action = { url: data.url };
  return renderEmail(
    locale === 'el'
      ? {
          locale,
          subject: 'Πρόσκληση διαχειριστή στο Voyage',
          greeting: 'Γεια σας,',
          paragraphs: [
            `${data.invitedBy} σας προσκάλεσε να γίνετε διαχειριστής στο Voyage, την εφαρμογή της σχολικής εκδρομής στο Παρίσι.`,
            'Πατήστε το κουμπί για να δημιουργήσετε τον λογαριασμό σας. Η πρόσκληση λήγει και χρησιμοποιείται μία μόνο φορά.',
          ],
          action: { ...action, label: 'Δημιουργία λογαριασμού' },
          closing: ['Αν δεν περιμένατε αυτή την πρόσκληση, αγνοήστε αυτό το μήνυμα.'],
        }
      : {
          locale,
          subject: 'You are invited to manage Voyage',
          greeting: 'Hello,',
          paragraphs: [
            `${data.invitedBy} has invited you to become an administrator of Voyage, the school trip to Paris.`,
            'Use the button below to create your account. The invitation expires and works only once.',
          ],
          action: { ...action, label: 'Create your account' },
          closing: ['If you were not expecting this invitation, you can ignore this e-mail.'],
        },
  );
}

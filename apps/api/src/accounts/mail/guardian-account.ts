import type { Locale } from '@voyage/domain';
import { renderEmail, type RenderedEmail } from '../../mail/templates/render.ts';

export type GuardianAccountData = { url: string; travellerName: string };

export function renderGuardianAccount(locale: Locale, data: GuardianAccountData): RenderedEmail {
  const action = { url: data.url };
  return renderEmail(
    locale === 'el'
      ? {
          locale,
          subject: 'Δημιουργήστε τον λογαριασμό σας στο Voyage',
          greeting: 'Γεια σας,',
          paragraphs: [
            `Δημιουργήστε τον λογαριασμό σας για να παρακολουθείτε την εγγραφή του ταξιδιώτη ${data.travellerName} στη σελίδα «Το ταξίδι μου»: πληρωμές, έγγραφα και πληροφορίες πτήσεων.`,
            'Ο σύνδεσμος είναι προσωπικός· μην τον προωθήσετε.',
          ],
          action: { ...action, label: 'Δημιουργία λογαριασμού' },
          closing: ['Αν δεν κάνατε εσείς αυτή την εγγραφή, αγνοήστε αυτό το μήνυμα.'],
        }
      : {
          locale,
          subject: 'Create your Voyage account',
          greeting: 'Hello,',
          paragraphs: [
            `Create your account to follow the registration of ${data.travellerName} on the My Voyage page: payments, documents and flight details.`,
            'This link is personal; please do not forward it.',
          ],
          action: { ...action, label: 'Create your account' },
          closing: ['If you did not make this registration, you can ignore this e-mail.'],
        },
  );
}

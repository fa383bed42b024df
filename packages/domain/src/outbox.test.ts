import { describe, expect, it } from 'vitest';
import { carriesSecretLink, MAIL_TEMPLATES, SECRET_LINK_TEMPLATES, withholdLinks } from './outbox.ts';

describe('withholdLinks', () => {
  it('withholds every link of an e-mail that acts as its recipient, in its language', () => {
    const text = 'Sign in: https://voyage.test/api/auth/magic-link/verify?token=abc123\n\nor https://voyage.test/login';
    expect(withholdLinks('magic-link', text, 'en')).toBe('Sign in: [link withheld]\n\nor [link withheld]');
    expect(withholdLinks('admin-invitation', 'Πατήστε https://voyage.test/admin/create/account/AbC_9', 'el')).toBe(
      'Πατήστε [ο σύνδεσμος δεν εμφανίζεται]',
    );
    const html = '<a href="https://voyage.test/reset-password/T0k3n?callbackURL=%2F">https://voyage.test/reset</a>';
    expect(withholdLinks('password-reset', html, 'en')).toBe('<a href="[link withheld]">[link withheld]</a>');
  });

  it('keeps a plain page link of any other e-mail, and withholds one with a query or fragment', () => {
    const text = 'See https://voyage.test/my-voyage, or https://voyage.test/x?token=1 and https://voyage.test/y#t';
    expect(withholdLinks('payment-received', text, 'en')).toBe(
      'See https://voyage.test/my-voyage, or [link withheld] and [link withheld]',
    );
  });

  it('names the e-mails whose link acts as the recipient among the templates there are', () => {
    for (const template of SECRET_LINK_TEMPLATES) expect(MAIL_TEMPLATES).toContain(template);
    expect(carriesSecretLink('registration-confirmation')).toBe(true);
    expect(carriesSecretLink('payment-reminder')).toBe(false);
  });
});

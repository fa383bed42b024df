import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, loadConfig } from '../../src/config/config.ts';

describe('mail settings', () => {
  it('default to no mail server, the product sender and a 2 s poll', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: DEFAULT_MAIL_FROM, outboxPollMs: 2000 });
    expect(DEFAULT_MAIL_FROM).toBe('Voyage <no-reply@voyage.local>');
  });

  it('read SMTP_URL (smtp or smtps only), MAIL_FROM and OUTBOX_POLL_MS', () => {
    const env = {
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      MAIL_FROM: 'Trip <trip@example.org>',
      OUTBOX_POLL_MS: '500',
    };
    expect(loadConfig(env)).toMatchObject({ smtpUrl: env.SMTP_URL, mailFrom: env.MAIL_FROM, outboxPollMs: 500 });
    expect(loadConfig({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ OUTBOX_POLL_MS: '0' })).toThrow(/OUTBOX_POLL_MS/);
  });
});

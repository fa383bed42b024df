import type { Locale } from '@voyage/domain';
import type { Executor } from '../db/executor.ts';
import { insertOutboxMessage } from './queries/outbox.ts';
import { renderTemplate, type MailData, type TemplateName } from './templates/index.ts';

export type { TemplateName } from './templates/index.ts';

export type EmailMessage = {
  template: TemplateName;
  to: string;
  locale: Locale;
  data: MailData;
  /** The registration the message is about: erasing it removes the message (docs/product/data-rights.md#erasure). */
  travellerId?: string;
};

/**
 * Renders the message now (in the recipient's language) and writes it to the outbox with the executor given,
 * so a caller passing its transaction gets the e-mail only if its change commits. The worker sends it later.
 */
export async function enqueueEmail(db: Executor, message: EmailMessage): Promise<{ id: string }> {
  const rendered = renderTemplate(message.template, message.locale, message.data);
  return insertOutboxMessage(db, {
    template: message.template,
    toAddress: message.to.trim(),
    locale: message.locale,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    travellerId: message.travellerId ?? null,
  });
}

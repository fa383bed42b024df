import type { Locale } from '@voyage/domain';
import type { Executor } from '../db/executor.ts';
import { insertOutboxMessage, insertOutboxMessages } from './queries/outbox.ts';
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
  return insertOutboxMessage(db, outboxRow(message));
}

/** Many e-mails of one change (a bank statement's payments) in a few statements, as `enqueueEmail` writes each. */
export async function enqueueEmails(db: Executor, messages: readonly EmailMessage[]): Promise<void> {
  await insertOutboxMessages(db, messages.map(outboxRow));
}

function outboxRow(message: EmailMessage) {
  const rendered = renderTemplate(message.template, message.locale, message.data);
  return {
    template: message.template,
    toAddress: message.to.trim(),
    locale: message.locale,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    travellerId: message.travellerId ?? null,
  };
}

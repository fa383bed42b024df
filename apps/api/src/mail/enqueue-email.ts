import type { Locale } from '@voyage/domain';
import type { Database } from '../db/database.ts';
import { outbox } from '../db/schema/outbox.ts';
import { renderTemplate, type TemplateName } from './templates/index.ts';

export type { TemplateName } from './templates/index.ts';

/** The executor a `db.transaction(async (tx) => …)` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type EmailMessage = {
  template: TemplateName;
  to: string;
  locale: Locale;
  data: Record<string, string>;
};

/**
 * Renders the message now (in the recipient's language) and writes it to the outbox with the executor given,
 * so a caller passing its transaction gets the e-mail only if its change commits. The worker sends it later.
 */
export async function enqueueEmail(db: Database | Transaction, message: EmailMessage): Promise<{ id: string }> {
  const rendered = renderTemplate(message.template, message.locale, message.data);
  const [row] = await db
    .insert(outbox)
    .values({
      template: message.template,
      toAddress: message.to.trim(),
      locale: message.locale,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('Outbox insert returned no row');
  return row;
}

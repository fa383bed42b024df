import type { Executor } from '../../db/executor.ts';
import { outbox } from '../../db/schema/outbox.ts';

export type NewOutboxMessage = Pick<
  typeof outbox.$inferInsert,
  'template' | 'toAddress' | 'locale' | 'subject' | 'textBody' | 'htmlBody' | 'travellerId'
>;

/** Rows a statement's apply writes at once stay well below PostgreSQL's 65,535 parameters a statement. */
const OUTBOX_BATCH = 500;

/** Writes many rendered messages in a few statements (a bank statement's e-mails), with the executor given. */
export async function insertOutboxMessages(db: Executor, messages: readonly NewOutboxMessage[]): Promise<void> {
  for (let start = 0; start < messages.length; start += OUTBOX_BATCH) {
    await db.insert(outbox).values(messages.slice(start, start + OUTBOX_BATCH));
  }
}

/** Writes a rendered message to the outbox with the executor given; the worker sends it later. */
export async function insertOutboxMessage(db: Executor, message: NewOutboxMessage): Promise<{ id: string }> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  if (!row) throw new Error('Outbox insert returned no row');
  return row;
}

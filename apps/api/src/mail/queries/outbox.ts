import type { Executor } from '../../db/executor.ts';
import { outbox } from '../../db/schema/outbox.ts';

export type NewOutboxMessage = Pick<
  typeof outbox.$inferInsert,
  'template' | 'toAddress' | 'locale' | 'subject' | 'textBody' | 'htmlBody' | 'travellerId'
>;

/** Writes a rendered message to the outbox with the executor given; the worker sends it later. */
export async function insertOutboxMessage(db: Executor, message: NewOutboxMessage): Promise<{ id: string }> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  if (!row) throw new Error('Outbox insert returned no row');
  return row;
}

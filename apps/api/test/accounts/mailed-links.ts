import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { outbox } from '../../src/db/schema/index.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';

export type OutboxMessage = typeof outbox.$inferSelect;

/** The messages to an address, newest first. */
export async function messagesTo(db: Database, to: string, template?: string): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, to))
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
  return template ? rows.filter((row) => row.template === template) : rows;
}

/** The first link on PUBLIC_URL in the newest message to `to` (of `template`), as a URL. */
export async function linkMailedTo(db: Database, to: string, template: string): Promise<URL> {
  const [message] = await messagesTo(db, to, template);
  if (!message) throw new Error(`no ${template} message to ${to}`);
  const match = message.textBody.match(/https?:\/\/[^\s<>"]+/);
  if (!match) throw new Error(`the ${template} message has no link`);
  return new URL(match[0]);
}

/** The path and query of a mailed link on PUBLIC_URL, ready for `app.inject`. */
export function injectPath(link: URL): string {
  if (link.origin !== new URL(TEST_PUBLIC_URL).origin) throw new Error(`link on ${link.origin}, not on PUBLIC_URL`);
  return `${link.pathname}${link.search}`;
}

import { inArray, like, or } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { accountTokens, outbox, user } from '../../src/db/schema/index.ts';
import { UNIQUE_EMAIL_PATTERN } from './account-links.ts';

/**
 * Removes the accounts, links and mail a file made (sessions go with their users), so PostgreSQL runs,
 * whose files share one database, find it as seeded. Audit rows stay: they are history.
 */
export async function removeWhatWasMade(db: Database, guardianEmails: Iterable<string>): Promise<void> {
  const emails = [...new Set([...guardianEmails].map((email) => email.toLowerCase()))];
  const made = (column: typeof user.email | typeof accountTokens.email | typeof outbox.toAddress) =>
    emails.length > 0
      ? or(inArray(column, emails), like(column, UNIQUE_EMAIL_PATTERN))
      : like(column, UNIQUE_EMAIL_PATTERN);
  await db.delete(outbox).where(made(outbox.toAddress));
  await db.delete(accountTokens).where(made(accountTokens.email));
  await db.delete(user).where(made(user.email));
}

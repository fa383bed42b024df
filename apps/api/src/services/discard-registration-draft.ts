import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { registrationDrafts } from '../db/schema/index.ts';

/**
 * `DELETE /api/registration/draft`, "Start over": the unsent draft is deleted with what was typed. Its
 * uploaded file, now attached to nothing, is left to the file sweeper. A sent draft stays: it is how a
 * repeated "Send" is recognised.
 */
export async function discardRegistrationDraft(db: Database, tokenHash: string | undefined): Promise<void> {
  if (!tokenHash) return;
  await db
    .delete(registrationDrafts)
    .where(and(eq(registrationDrafts.tokenHash, tokenHash), ne(registrationDrafts.step, 'submitted')));
}

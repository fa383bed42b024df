import type { Database } from '../../db/database.ts';
import { deleteUnsentDraft } from '../queries/registration-drafts.ts';

type DiscardOptions = { db: Database; tokenHash: string | undefined };

/**
 * `DELETE /api/registration/draft`, "Start over": the unsent draft is deleted with what was typed. Its
 * uploaded file, now attached to nothing, is left to the file sweeper. A sent draft stays: it is how a
 * repeated "Send" is recognised.
 */
export async function discardRegistrationDraft({ db, tokenHash }: DiscardOptions): Promise<void> {
  if (!tokenHash) return;
  await deleteUnsentDraft(db, tokenHash);
}

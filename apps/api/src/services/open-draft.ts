import type { Executor } from '../db/executor.ts';
import { findDraft, type DraftRow } from '../queries/registration-drafts.ts';
import { alreadySubmitted, draftNotFound } from '../registration/registration-errors.ts';

/** A draft the parent may still change: one exists for the cookie and it has not been sent. */
export function requireOpenDraft(draft: DraftRow | undefined): DraftRow {
  if (!draft) throw draftNotFound();
  if (draft.step === 'submitted' || draft.submittedTravellerId) throw alreadySubmitted();
  return draft;
}

type LockOptions = { tx: Executor; tokenHash: string | undefined; now: Date };

/** The cookie's draft, locked for the rest of the transaction, if it can still be changed (else 404 / 409). */
export async function lockOpenDraft({ tx, tokenHash, now }: LockOptions): Promise<DraftRow> {
  return requireOpenDraft(tokenHash ? await findDraft(tx, tokenHash, now, { forUpdate: true }) : undefined);
}

import type { Executor } from '../db/executor.ts';
import { findDraft, updateOpenDraft, type DraftChanges, type DraftRow } from './queries/registration-drafts.ts';
import { alreadySubmitted, draftNotFound } from './registration-errors.ts';

const isOpen = (draft: DraftRow) => draft.step !== 'submitted' && !draft.submittedTravellerId;

/** Why the cookie's draft cannot be changed: there is none that has not expired (404), or it was sent (409). */
const notOpen = (draft: DraftRow | undefined) => (draft ? alreadySubmitted() : draftNotFound());

/** A draft the parent may still change: one exists for the cookie and it has not been sent. */
export function requireOpenDraft(draft: DraftRow | undefined): DraftRow {
  if (draft && isOpen(draft)) return draft;
  throw notOpen(draft);
}

type LockOptions = { tx: Executor; tokenHash: string | undefined; now: Date };

/** The cookie's draft, locked for the rest of the transaction, if it can still be changed (else 404 / 409). */
export async function lockOpenDraft({ tx, tokenHash, now }: LockOptions): Promise<DraftRow> {
  return requireOpenDraft(tokenHash ? await findDraft(tx, tokenHash, now, { forUpdate: true }) : undefined);
}

type ChangeOptions = { db: Executor; tokenHash: string | undefined; now: Date; changes: DraftChanges };

/**
 * The cookie's draft changed in one statement, for a change that reads nothing of it first (an autosave):
 * no transaction held open across round trips. When nothing changed, the same 404 / 409 as `lockOpenDraft`.
 */
export async function changeOpenDraft({ db, tokenHash, now, changes }: ChangeOptions): Promise<DraftRow> {
  const changed = tokenHash ? await updateOpenDraft(db, tokenHash, now, changes) : undefined;
  if (changed) return changed;
  // Unchanged, so not open: a sent or expired draft never opens again.
  throw notOpen(tokenHash ? await findDraft(db, tokenHash, now) : undefined);
}

import type { RegistrationDraft, TravellerDetailsDraft } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { registrationDrafts } from '../db/schema/index.ts';
import { draftResponse, findDraft } from '../queries/registration-drafts.ts';
import { alreadySubmitted, draftNotFound } from '../registration/registration-errors.ts';

/**
 * `PUT /api/registration/draft`: step 2 as typed so far, kept as it is (the rules are checked when the
 * parent continues). The step does not move: a draft at step 3 stays there, and sending re-checks all.
 */
export async function saveRegistrationDraft(
  db: Database,
  tokenHash: string | undefined,
  details: TravellerDetailsDraft,
  now: Date,
): Promise<RegistrationDraft> {
  if (!tokenHash) throw draftNotFound();
  return db.transaction(async (tx) => {
    const draft = await findDraft(tx, tokenHash, now, { forUpdate: true });
    if (!draft) throw draftNotFound();
    if (draft.step === 'submitted') throw alreadySubmitted();
    const [saved] = await tx.update(registrationDrafts).set({ details }).where(eq(registrationDrafts.id, draft.id)).returning();
    return draftResponse(tx, saved!);
  });
}

import type { RegistrationDraft, TravellerDetailsDraft } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { registrationDrafts } from '../db/schema/index.ts';
import { draftResponse } from '../queries/registration-drafts.ts';
import { lockOpenDraft } from './open-draft.ts';

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
  return db.transaction(async (tx) => {
    const draft = await lockOpenDraft(tx, tokenHash, now);
    const [saved] = await tx
      .update(registrationDrafts)
      .set({ details })
      .where(eq(registrationDrafts.id, draft.id))
      .returning();
    return draftResponse(tx, saved!);
  });
}

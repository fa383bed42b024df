import type { RegistrationDraft, TravellerDetailsDraft } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { draftResponse } from '../queries/registration-drafts.ts';
import { changeOpenDraft } from '../open-draft.ts';

type SaveOptions = { db: Database; tokenHash: string | undefined; details: TravellerDetailsDraft; now: Date };

/**
 * `PUT /api/registration/draft`: step 2 as typed so far, kept as it is (the rules are checked when the
 * parent continues). The step does not move: a draft at step 3 stays there, and sending re-checks all.
 * A phone sends this while the parent types: one statement, no transaction held across round trips.
 */
export async function saveRegistrationDraft({ db, tokenHash, details, now }: SaveOptions): Promise<RegistrationDraft> {
  return draftResponse(db, await changeOpenDraft({ db, tokenHash, now, changes: { details } }));
}

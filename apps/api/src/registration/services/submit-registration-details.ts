import type { RegistrationDraft, TravellerDetails } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { draftResponse, updateDraft } from '../queries/registration-drafts.ts';
import { findPlace } from '../queries/registration-places.ts';
import { checkDetailsForTrip, draftDetailsOf } from '../traveller-details-check.ts';
import { lockOpenDraft } from '../open-draft.ts';

type DetailsOptions = { db: Database; tokenHash: string | undefined; details: TravellerDetails; now: Date };

/**
 * `POST /api/registration/draft/details`: step 2 done. The route checked the body's rules; the trip's age
 * rule and the draft's school are checked now. The details are kept as normalised. Whether the child is
 * registered already is not checked here: answering it would tell anyone with a school's code another
 * family's child's birth date (docs/product-decisions.md, "Possible duplicates"). Nor are the roommates
 * looked up: a name is a request that joins a room only when named back, and the answer is the same
 * whether it matches a registration or not (docs/product/registration.md#roommates).
 */
export async function submitRegistrationDetails({
  db,
  tokenHash,
  details,
  now,
}: DetailsOptions): Promise<RegistrationDraft> {
  return db.transaction(async (tx) => {
    const draft = await lockOpenDraft({ tx, tokenHash, now });
    const place = await findPlace(tx, draft.schoolId);
    checkDetailsForTrip(details, place);
    const saved = await updateDraft(tx, draft.id, { details: draftDetailsOf(details), step: 'document' });
    return draftResponse(tx, saved);
  });
}

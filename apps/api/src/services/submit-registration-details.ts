import type { RegistrationDraft } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { registrationDrafts } from '../db/schema/index.ts';
import { draftResponse } from '../queries/registration-drafts.ts';
import { findPlace } from '../queries/registration-places.ts';
import { liveSchoolmates } from '../queries/registration-travellers.ts';
import { requireRoom } from '../registration/roommate-rooms.ts';
import { checkTravellerDetails, draftDetailsOf, parseEnvelope } from '../registration/traveller-details-check.ts';
import { lockOpenDraft } from './open-draft.ts';

/**
 * `POST /api/registration/draft/details`: step 2 done. Every rule is checked now, with the trip's age
 * rule, and so is a full room, so the parent learns of it at step 2 (sending checks it again, under the
 * trip's lock). The details are kept as normalised. Whether the child is registered already is not
 * checked here: answering it would tell anyone with a school's code another family's child's birth date
 * (docs/product-decisions.md, "Possible duplicates").
 */
export async function submitRegistrationDetails(
  db: Database,
  tokenHash: string | undefined,
  body: unknown,
  now: Date,
): Promise<RegistrationDraft> {
  const { details: input } = parseEnvelope({ details: z.unknown() }, body);
  return db.transaction(async (tx) => {
    const draft = await lockOpenDraft(tx, tokenHash, now);
    const place = await findPlace(tx, draft.schoolId);
    const details = checkTravellerDetails(input, place);
    requireRoom({ id: draft.id, ...details }, await liveSchoolmates(tx, draft.schoolId));
    const [saved] = await tx
      .update(registrationDrafts)
      .set({ details: draftDetailsOf(details), step: 'document' })
      .where(eq(registrationDrafts.id, draft.id))
      .returning();
    return draftResponse(tx, saved!);
  });
}

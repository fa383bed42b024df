import type { RegistrationStatus } from '@voyage/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { travellers, trips } from '../../db/schema/index.ts';
import { lockTripRegistrations } from '../../registration/queries/registration-travellers.ts';
import { reachedByGuardian } from '../../travellers/queries/guardian-access.ts';

/** What My Voyage's corrections read of the family's own registration: its status and its trip's freeze. */
export type CorrectableTraveller = {
  id: string;
  status: RegistrationStatus;
  startsOn: string;
  correctionsFreezeDays: number;
};

/** The guardian's own registration (as My Voyage lists them), or undefined: another family's id finds nothing. */
export async function findOwnCorrectable(
  db: Executor,
  guardianUserId: string,
  travellerId: string,
): Promise<CorrectableTraveller | undefined> {
  const [row] = await db
    .select({
      id: travellers.id,
      status: travellers.status,
      startsOn: trips.startsOn,
      correctionsFreezeDays: trips.correctionsFreezeDays,
    })
    .from(travellers)
    .innerJoin(trips, eq(trips.id, travellers.tripId))
    .where(and(eq(travellers.id, travellerId), reachedByGuardian(guardianUserId)));
  return row;
}

/**
 * The trip's registration lock, for the traveller's trip (nothing when there is no such traveller): a decision
 * on a change request may move rooms, so it comes first, as in every change that does.
 */
export async function lockTravellerTrip(tx: Executor, travellerId: string): Promise<void> {
  const [row] = await tx.select({ tripId: travellers.tripId }).from(travellers).where(eq(travellers.id, travellerId));
  if (row) await lockTripRegistrations(tx, row.tripId);
}

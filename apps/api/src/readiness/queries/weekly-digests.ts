import type { Traveller } from '@voyage/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { travellers, user, weeklyDigests } from '../../db/schema/index.ts';
import { selectTravellers } from '../../travellers/queries/travellers.ts';

/** The registrations a family still prepares for: the checklist shows in My Voyage for these. */
const PREPARING = ['pending', 'approved'] as const;

/** A registration in the guardian's My Voyage (`reachedByGuardian`) that is still preparing. */
const preparing = and(inArray(travellers.status, [...PREPARING]), isNotNull(travellers.emailConfirmedAt));

export type DigestGuardian = { id: string; email: string };

/**
 * The guardian accounts with the weekly digest on, a registration still preparing in their My Voyage, and no
 * digest yet in `week` (docs/product/readiness.md#weekly-digest), by id.
 */
export async function guardiansDueForDigest(db: Executor, week: string): Promise<DigestGuardian[]> {
  return db
    .selectDistinct({ id: user.id, email: user.email })
    .from(user)
    .innerJoin(travellers, eq(travellers.guardianEmail, user.email))
    .where(
      and(
        eq(user.role, 'guardian'),
        eq(user.emailVerified, true),
        eq(user.weeklyDigest, true),
        preparing,
        sql`not exists (select 1 from ${weeklyDigests} where ${weeklyDigests.guardianUserId} = ${user.id}
          and ${weeklyDigests.week} = ${week})`,
      ),
    )
    .orderBy(user.id);
}

/** The registrations still preparing in these guardians' My Voyage (by guardian e-mail), the newest first. */
export function preparingTravellersOf(db: Executor, guardianEmails: readonly string[]): Promise<Traveller[]> {
  return selectTravellers(db, {
    where: and(inArray(travellers.guardianEmail, [...guardianEmails]), preparing),
    orderBy: sql`${travellers.createdAt} desc, ${travellers.id}`,
  });
}

/**
 * Takes the guardian's digest of `week`: true when this call wrote its row, false when one exists already (a
 * pass elsewhere wrote it, or is writing it: the insert waits for that transaction and then writes nothing).
 */
export async function claimDigestWeek(tx: Executor, guardianUserId: string, week: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(weeklyDigests)
    .values({ guardianUserId, week, sentAt: now })
    .onConflictDoNothing()
    .returning({ week: weeklyDigests.week });
  return rows.length > 0;
}

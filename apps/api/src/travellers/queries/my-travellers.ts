import type { Locale, Traveller } from '@voyage/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { travellers } from '../../db/schema/index.ts';
import type { Executor } from '../../db/executor.ts';
import { reachedByGuardian } from './guardian-access.ts';
import { selectTravellers } from './travellers.ts';

export type GuardianRegistration = { guardianName: string; language: Locale };

/**
 * The newest non-deleted registration made with this guardian e-mail, or undefined. It is what lets a
 * guardian have an account and a session at all (guardian e-mails are stored in lower case).
 */
export async function findGuardianRegistration(db: Executor, email: string): Promise<GuardianRegistration | undefined> {
  const [row] = await db
    .select({ guardianName: travellers.guardianName, language: travellers.language })
    .from(travellers)
    .where(and(eq(travellers.guardianEmail, email.toLowerCase()), ne(travellers.status, 'deleted')))
    .orderBy(desc(travellers.createdAt))
    .limit(1);
  return row;
}

/**
 * A guardian's travellers, as the admin lists shape them. Ownership is part of the query
 * (`reachedByGuardian`), so another family's id finds nothing.
 */
function selectOwnTravellers(db: Database, userId: string, travellerId?: string): Promise<Traveller[]> {
  return selectTravellers(db, {
    where: and(reachedByGuardian(userId), travellerId ? eq(travellers.id, travellerId) : undefined),
    orderBy: sql`${travellers.tripId} desc, ${travellers.createdAt}, ${travellers.id}`,
  });
}

/** Every non-deleted registration of the signed-in guardian, newest trip first. */
export function listMyTravellers(db: Database, userId: string): Promise<Traveller[]> {
  return selectOwnTravellers(db, userId);
}

/** One of the guardian's own travellers, or undefined (also for another family's id). */
export async function findMyTraveller(
  db: Database,
  userId: string,
  travellerId: string,
): Promise<Traveller | undefined> {
  const [traveller] = await selectOwnTravellers(db, userId, travellerId);
  return traveller;
}

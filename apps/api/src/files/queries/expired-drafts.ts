import { and, isNull, lt, ne } from 'drizzle-orm';
import { registrationDrafts } from '../../db/schema/index.ts';
import type { Executor } from '../../db/executor.ts';

/**
 * Deletes registrations abandoned before they were sent (their cookie has expired too) and returns
 * how many. Their uploaded ID is then unreferenced, and goes with the next file sweep.
 */
export async function deleteExpiredDrafts(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(registrationDrafts)
    .where(
      and(
        lt(registrationDrafts.expiresAt, now),
        isNull(registrationDrafts.submittedTravellerId),
        ne(registrationDrafts.step, 'submitted'),
      ),
    )
    .returning({ id: registrationDrafts.id });
  return rows.length;
}

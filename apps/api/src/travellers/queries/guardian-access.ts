import { and, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { travellers, user } from '../../db/schema/index.ts';

/**
 * The registrations a guardian reaches, as My Voyage lists them: the registration's guardian e-mail is the
 * user's own verified e-mail, its e-mail link was opened, and it is not deleted. Another family's id finds
 * nothing. A registration joins the family's account only once its e-mail link was opened: anyone can type
 * an address into the form, and it must not put a stranger's child in someone's My Voyage.
 */
export function reachedByGuardian(guardianUserId: string): SQL {
  return and(
    sql`exists (select 1 from ${user} where ${user.id} = ${guardianUserId} and ${user.emailVerified} and ${user.email} = ${travellers.guardianEmail})`,
    ne(travellers.status, 'deleted'),
    isNotNull(travellers.emailConfirmedAt),
  )!;
}

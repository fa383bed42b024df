import { sql, type SQL } from 'drizzle-orm';
import { travellers, waitingListEntries } from '../../db/schema/index.ts';

/**
 * A registration's place in its trip's waiting list while it waits or holds an offer, null otherwise: the
 * staff lists show it beside the pending status (docs/product/places.md#waiting-list).
 */
export const waitingListPositionOfTraveller: SQL<number | null> = sql<
  number | null
>`(select ${waitingListEntries.position}
  from ${waitingListEntries} where ${waitingListEntries.travellerId} = ${travellers.id}
  and ${waitingListEntries.state} in ('waiting', 'offered'))`;

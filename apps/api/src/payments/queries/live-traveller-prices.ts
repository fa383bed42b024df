import { sql, type SQL } from 'drizzle-orm';
import { travellers, trips } from '../../db/schema/index.ts';
import { approvalDaySql } from './approval-day.ts';

/**
 * Each live registration of a trip (pending or approved) with its price (docs/product/payments.md#family-prices),
 * as a subquery of `traveller_id`, `status`, `school_id`, `approved_on` (the day in Cyprus, `approvalDaySql`) and `price_cents`: in SQL what `familyPositions` and `travellerPrice` are
 * in the domain, so a trip's money is added up in the database in one statement, by price, rather than a price
 * read per traveller into the API. `tripTravellerPrices` remains the reference; a test holds both to the same
 * prices.
 *
 * The family order: the guardian's children with an approval time by that time, then registration time, then id
 * (times to the millisecond, as the domain reads them); one without an approval time comes after those.
 */
export function liveTravellerPrices(tripId: number): SQL {
  const approvedAt = sql`date_trunc('milliseconds', ${travellers.approvedAt})`;
  const createdAt = sql`date_trunc('milliseconds', ${travellers.createdAt})`;
  const family = sql`partition by lower(${travellers.guardianEmail})`;
  return sql`(
    select traveller_id, status, school_id, approved_on,
      case
        when custom_price_cents is not null then custom_price_cents
        when position = 2 and second_child_cents is not null then second_child_cents
        when position >= 3 and coalesce(later_child_cents, second_child_cents) is not null
          then coalesce(later_child_cents, second_child_cents)
        else trip_price_cents
      end as price_cents
    from (
      select ${travellers.id} as traveller_id, ${travellers.status} as status, ${travellers.schoolId} as school_id,
        ${approvalDaySql} as approved_on,
        ${travellers.customPriceCents} as custom_price_cents,
        ${trips.totalPriceCents} as trip_price_cents,
        ${trips.secondChildPriceCents} as second_child_cents,
        ${trips.laterChildPriceCents} as later_child_cents,
        case
          when ${travellers.approvedAt} is null then count(${travellers.approvedAt}) over (${family}) + 1
          else row_number() over (${family}
            order by ${travellers.approvedAt} is null, ${approvedAt}, ${createdAt}, ${travellers.id})
        end as position
      from ${travellers}
      join ${trips} on ${trips.id} = ${travellers.tripId}
      where ${travellers.tripId} = ${tripId} and ${travellers.status} in ('pending', 'approved')
    ) family_order
  )`;
}

import { TRIP_TIME_ZONE } from '@voyage/domain';
import { sql, type SQL } from 'drizzle-orm';
import { travellers } from '../../db/schema/index.ts';

/**
 * The day in Cyprus the traveller was approved (a `date`, null without an approval time): in SQL what
 * `approvalDay` is in the domain, so a query narrows on the due dates `travellerPlan` gives
 * (docs/product/payments.md#due-dates). The time zone is written in, not a parameter, so the same
 * expression can be selected and grouped by.
 */
export const approvalDaySql: SQL<string | null> = sql`(${travellers.approvedAt} at time zone ${sql.raw(
  `'${TRIP_TIME_ZONE}'`,
)})::date`;

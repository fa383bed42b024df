import { sql, type SQL } from 'drizzle-orm';
import { travellers } from '../../src/db/schema/index.ts';

/** A payment's or document's trip as a test inserts it: its traveller's, read in the insert itself. */
export const tripOfTraveller = (travellerId: string): SQL<number> =>
  sql<number>`(select ${travellers.tripId} from ${travellers} where ${travellers.id} = ${travellerId})`;

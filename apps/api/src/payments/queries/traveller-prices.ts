import {
  familyPositions,
  travellerPrice,
  type CustomPrice,
  type FamilyMember,
  type TravellerPrice,
} from '@voyage/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { travellers, trips } from '../../db/schema/index.ts';

/**
 * What each traveller pays (docs/product/payments.md#family-prices), the one place the API reads it: the
 * balance, the exact-amount rule, the e-mails, the reminders, the queue and the ledger all start from these
 * prices; the dashboard adds them up in SQL (`liveTravellerPrices`, held to these by a test). The family order is
 * the domain's (`familyPositions`), over the trip's live registrations (pending and approved; a rejected,
 * cancelled or deleted one does not count for the others).
 */

/**
 * Who the guardian is: the e-mail of their account, which My Voyage gathers a family's registrations by
 * (guardian e-mails are stored in lower case).
 */
const guardianKey = sql<string>`lower(${travellers.guardianEmail})`;

const LIVE_STATUSES = new Set(['pending', 'approved']);

type PriceRow = FamilyMember & { status: string; customPriceCents: number | null; customPriceReason: string | null };

async function pricesWhere(db: Executor, tripId: number, family?: SQL): Promise<Map<string, TravellerPrice>> {
  const [trip] = await db
    .select({
      totalPriceCents: trips.totalPriceCents,
      secondChildCents: trips.secondChildPriceCents,
      laterChildCents: trips.laterChildPriceCents,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  if (!trip) return new Map();
  const rows: PriceRow[] = await db
    .select({
      travellerId: travellers.id,
      guardianKey,
      status: travellers.status,
      approvedAt: travellers.approvedAt,
      createdAt: travellers.createdAt,
      customPriceCents: travellers.customPriceCents,
      customPriceReason: travellers.customPriceReason,
    })
    .from(travellers)
    .where(and(eq(travellers.tripId, tripId), family));
  const live = rows.filter((row) => LIVE_STATUSES.has(row.status));
  const positions = familyPositions(live);
  const familyPrices = { secondChildCents: trip.secondChildCents, laterChildCents: trip.laterChildCents };
  const prices = new Map<string, TravellerPrice>();
  // Each family's live registrations, gathered once: a trip's families read in one pass, not once a row.
  const liveOf = new Map<string, PriceRow[]>();
  for (const member of live) liveOf.set(member.guardianKey, [...(liveOf.get(member.guardianKey) ?? []), member]);
  for (const row of rows) {
    // A registration that no longer counts keeps the place it would have among the live ones.
    const position =
      positions.get(row.travellerId) ??
      familyPositions([...(liveOf.get(row.guardianKey) ?? []), row]).get(row.travellerId)!;
    const custom =
      row.customPriceCents === null ? null : { cents: row.customPriceCents, reason: row.customPriceReason ?? '' };
    prices.set(
      row.travellerId,
      travellerPrice({ tripPriceCents: trip.totalPriceCents, familyPrices, position, custom }),
    );
  }
  return prices;
}

/** Every traveller of the trip with its price (the dashboard, the ledger, the lists). */
export function tripTravellerPrices(db: Executor, tripId: number): Promise<Map<string, TravellerPrice>> {
  return pricesWhere(db, tripId);
}

/** The prices of the travellers given, of any trips: each trip's families read once. */
export async function travellerPrices(
  db: Executor,
  travellerIds: readonly string[],
): Promise<Map<string, TravellerPrice>> {
  if (travellerIds.length === 0) return new Map();
  const families = await db
    .selectDistinct({ tripId: travellers.tripId, guardianKey })
    .from(travellers)
    .where(sql`${travellers.id} in ${travellerIds}`);
  const wanted = new Set(travellerIds);
  const prices = new Map<string, TravellerPrice>();
  const byTrip = new Map<number, string[]>();
  for (const family of families) byTrip.set(family.tripId, [...(byTrip.get(family.tripId) ?? []), family.guardianKey]);
  for (const [tripId, keys] of byTrip) {
    for (const [id, price] of await pricesWhere(db, tripId, sql`${guardianKey} in ${keys}`)) {
      if (wanted.has(id)) prices.set(id, price);
    }
  }
  return prices;
}

/** One traveller's price, with where it comes from (trip, second child, later child, set by staff). */
export async function findTravellerPrice(db: Executor, travellerId: string): Promise<TravellerPrice> {
  const price = (await travellerPrices(db, [travellerId])).get(travellerId);
  if (!price) throw new Error(`traveller ${travellerId} not found`);
  return price;
}

/** Writes the traveller's own price and its reason, or clears both (null). */
export async function writeCustomPrice(
  tx: Executor,
  travellerId: string,
  custom: CustomPrice | null,
  now: Date,
): Promise<void> {
  await tx
    .update(travellers)
    .set({ customPriceCents: custom?.cents ?? null, customPriceReason: custom?.reason ?? null, updatedAt: now })
    .where(eq(travellers.id, travellerId));
}

import { z } from 'zod';
import { TRIP_PRICE_MAX_CENTS, type Cents } from '../money.ts';
import { plainText } from '../plain-text.ts';
import type { Instalment } from '../trip.ts';

/**
 * What one traveller pays (docs/product/payments.md#family-prices): the trip's price, a lower price for
 * a guardian's second child and for the third and later ones, or a price staff set for this traveller
 * with a reason. The payment plan is scaled to it.
 */

/** A trip's prices for brothers and sisters; null: the trip's price. */
export type FamilyPrices = { secondChildCents: Cents | null; laterChildCents: Cents | null };
export const NO_FAMILY_PRICES: FamilyPrices = { secondChildCents: null, laterChildCents: null };

/** A price staff set for one traveller, and why. */
export type CustomPrice = { cents: Cents; reason: string };

/** A registration as the family order reads it. */
export type FamilyMember = {
  travellerId: string;
  /** Who the guardian is (their account): children of the same guardian are one family. */
  guardianKey: string;
  approvedAt: Date | string | null;
  createdAt: Date | string;
};

const time = (value: Date | string) => new Date(value).getTime();

/**
 * Each traveller's place among its guardian's children on the trip (1 = first): the approved ones by
 * approval time, then registration time, then id; a registration not approved (yet) counts as the one
 * after the approved ones, the place it takes if approved now. Cancelled or deleted registrations are
 * left out by the caller: the children after them move up.
 */
export function familyPositions(members: readonly FamilyMember[]): Map<string, number> {
  const families = new Map<string, FamilyMember[]>();
  for (const member of members) {
    const family = families.get(member.guardianKey) ?? [];
    family.push(member);
    families.set(member.guardianKey, family);
  }
  const positions = new Map<string, number>();
  for (const family of families.values()) {
    const approved = family
      .filter((member) => member.approvedAt !== null)
      .sort(
        (a, b) =>
          time(a.approvedAt!) - time(b.approvedAt!) ||
          time(a.createdAt) - time(b.createdAt) ||
          a.travellerId.localeCompare(b.travellerId),
      );
    approved.forEach((member, index) => positions.set(member.travellerId, index + 1));
    for (const member of family) {
      if (member.approvedAt === null) positions.set(member.travellerId, approved.length + 1);
    }
  }
  return positions;
}

/** Where a traveller's price comes from: the trip, the family order, or staff. */
export const TRAVELLER_PRICE_SOURCES = ['trip', 'second-child', 'later-child', 'custom'] as const;
export type TravellerPriceSource = (typeof TRAVELLER_PRICE_SOURCES)[number];

export type TravellerPrice = {
  priceCents: Cents;
  why: TravellerPriceSource;
  /** The reason staff gave, for a custom price. */
  reason?: string;
};

/** A traveller's price as the API sends it with the traveller; the reason of a custom price only to staff. */
export const travellerPriceSchema = z.object({
  priceCents: z.number().int().nonnegative(),
  why: z.enum(TRAVELLER_PRICE_SOURCES),
});

/**
 * A traveller's price: a custom price if staff set one; else the second child's price for the second
 * child and the later children's price (or else the second child's) from the third on; else the trip's.
 */
export function travellerPrice({
  tripPriceCents,
  familyPrices,
  position,
  custom,
}: {
  tripPriceCents: Cents;
  familyPrices: FamilyPrices;
  position: number;
  custom: CustomPrice | null;
}): TravellerPrice {
  if (custom) return { priceCents: custom.cents, why: 'custom', reason: custom.reason };
  if (position === 2 && familyPrices.secondChildCents !== null) {
    return { priceCents: familyPrices.secondChildCents, why: 'second-child' };
  }
  if (position >= 3) {
    const later = familyPrices.laterChildCents ?? familyPrices.secondChildCents;
    if (later !== null) return { priceCents: later, why: 'later-child' };
  }
  return { priceCents: tripPriceCents, why: 'trip' };
}

/**
 * The plan scaled to a traveller's price: each instalment in the plan's proportion, rounded down to the
 * cent, the last one taking what rounding left, so the instalments always add up to the price. A plan
 * of nothing puts the whole price on the last instalment.
 */
export function scaledPlan<Step extends Pick<Instalment, 'amountCents'>>(
  plan: readonly Step[],
  priceCents: Cents,
): Step[] {
  const total = plan.reduce((sum, instalment) => sum + instalment.amountCents, 0);
  let given = 0;
  return plan.map((instalment, index) => {
    const amountCents =
      index === plan.length - 1
        ? priceCents - given
        : total === 0
          ? 0
          : Math.floor((instalment.amountCents * priceCents) / total);
    given += amountCents;
    return { ...instalment, amountCents };
  });
}

const priceCents = z
  .number({ error: 'validation.amount' })
  .int({ error: 'validation.amount' })
  .min(0, { error: 'validation.amount' })
  .max(TRIP_PRICE_MAX_CENTS, { error: 'validation.amount' });

/** A trip's family prices as staff edit them: each empty (the trip's price) or an amount. */
export const familyPricesSchema = z.object({
  secondChildCents: priceCents.nullable(),
  laterChildCents: priceCents.nullable(),
});

/** A traveller's own price as staff set it: an amount and, always, why. */
export const customPriceSchema = z.object({
  cents: priceCents,
  reason: plainText({ max: 500, multiline: true }).min(1, { error: 'validation.required' }),
});

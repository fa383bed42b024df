import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Instalment } from '../trip.ts';
import {
  customPriceSchema,
  familyPositions,
  familyPricesSchema,
  NO_FAMILY_PRICES,
  scaledPlan,
  travellerPrice,
  type FamilyMember,
  type FamilyPrices,
} from './family-prices.ts';

const label = { el: 'Δόση', en: 'Instalment' };
const plan: Instalment[] = [
  { key: 'deposit', label, amountCents: 30_000, dueDate: '2026-11-15' },
  { key: 'balance', label, amountCents: 79_000, dueDate: '2027-02-15' },
];
const prices: FamilyPrices = { secondChildCents: 99_000, laterChildCents: 89_000 };

describe('a guardian’s children in order', () => {
  const member = (
    travellerId: string,
    guardianKey: string,
    approvedAt: string | null,
    createdAt: string,
  ): FamilyMember => ({
    travellerId,
    guardianKey,
    approvedAt,
    createdAt,
  });

  it('counts approved children by approval time, then registration time, each guardian apart', () => {
    const positions = familyPositions([
      member('late', 'g1', '2026-11-20T10:00:00Z', '2026-10-01T08:00:00Z'),
      member('early', 'g1', '2026-11-02T10:00:00Z', '2026-10-05T08:00:00Z'),
      member('same-time-registered-later', 'g1', '2026-11-20T10:00:00Z', '2026-10-02T08:00:00Z'),
      member('other-family', 'g2', '2026-11-21T10:00:00Z', '2026-10-01T08:00:00Z'),
      member('waiting', 'g1', null, '2026-09-01T08:00:00Z'),
    ]);
    expect(Object.fromEntries(positions)).toEqual({
      early: 1,
      late: 2,
      'same-time-registered-later': 3,
      'other-family': 1,
      waiting: 4,
    });
  });
});

describe('a traveller’s price', () => {
  const price = (position: number, familyPrices = prices, custom: { cents: number; reason: string } | null = null) =>
    travellerPrice({ tripPriceCents: 109_000, familyPrices, position, custom });

  it('is the trip’s price for a first child, the family prices for the second and later ones', () => {
    expect(price(1)).toEqual({ priceCents: 109_000, why: 'trip' });
    expect(price(2)).toEqual({ priceCents: 99_000, why: 'second-child' });
    expect(price(3)).toEqual({ priceCents: 89_000, why: 'later-child' });
    expect(price(5)).toEqual({ priceCents: 89_000, why: 'later-child' });
  });

  it('falls back to the second child’s price, then to the trip’s', () => {
    expect(price(3, { secondChildCents: 99_000, laterChildCents: null })).toEqual({
      priceCents: 99_000,
      why: 'later-child',
    });
    expect(price(2, NO_FAMILY_PRICES)).toEqual({ priceCents: 109_000, why: 'trip' });
    expect(price(4, NO_FAMILY_PRICES)).toEqual({ priceCents: 109_000, why: 'trip' });
  });

  it('is the price staff set for the traveller, with its reason, before any other', () => {
    expect(price(3, prices, { cents: 50_000, reason: 'Scholarship' })).toEqual({
      priceCents: 50_000,
      why: 'custom',
      reason: 'Scholarship',
    });
  });
});

describe('the plan scaled to a price', () => {
  it('keeps the plan’s proportion in whole cents, the last instalment taking the rounding', () => {
    expect(scaledPlan(plan, 99_000).map((instalment) => instalment.amountCents)).toEqual([27_247, 71_753]);
    expect(scaledPlan(plan, 109_000)).toEqual(plan);
    expect(scaledPlan(plan, 0).map((instalment) => instalment.amountCents)).toEqual([0, 0]);
  });

  it('puts the whole price on the last instalment of a plan of nothing', () => {
    const free = plan.map((instalment) => ({ ...instalment, amountCents: 0 }));
    expect(scaledPlan(free, 500).map((instalment) => instalment.amountCents)).toEqual([0, 500]);
  });

  it('always adds up to the price, never below zero, keeping keys and dates', () => {
    const instalments = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(instalments, fc.integer({ min: 0, max: 10_000_000 }), (amounts, priceCents) => {
        const original = amounts.map((amountCents, index) => ({ ...plan[0]!, key: `i-${index}`, amountCents }));
        const scaled = scaledPlan(original, priceCents);
        expect(scaled.reduce((sum, instalment) => sum + instalment.amountCents, 0)).toBe(priceCents);
        for (const instalment of scaled) {
          expect(Number.isInteger(instalment.amountCents)).toBe(true);
          expect(instalment.amountCents).toBeGreaterThanOrEqual(0);
        }
        expect(scaled.map((instalment) => instalment.key)).toEqual(original.map((instalment) => instalment.key));
      }),
    );
  });
});

describe('family prices as staff edit them', () => {
  it('accepts amounts or nothing, and a custom price only with its reason', () => {
    expect(familyPricesSchema.parse({ secondChildCents: 99_000, laterChildCents: null })).toEqual({
      secondChildCents: 99_000,
      laterChildCents: null,
    });
    const issues = (value: unknown) => customPriceSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(issues({ cents: 50_000, reason: '  ' })).toEqual(['validation.required']);
    expect(issues({ cents: -1, reason: 'Scholarship' })).toEqual(['validation.amount']);
    expect(customPriceSchema.parse({ cents: 50_000, reason: ' Scholarship ' })).toEqual({
      cents: 50_000,
      reason: 'Scholarship',
    });
  });
});

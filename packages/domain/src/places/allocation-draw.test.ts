import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocationDraw,
  drawRandom,
  drawRecord,
  replayDraw,
  schoolMinimums,
  type DrawApplicant,
  type DrawInput,
} from './allocation-draw.ts';

const SCHOOLS = ['s-a', 's-b', 's-c', 's-d'];

/** Applicants with unique ids, some in sibling groups of two or three. */
const applicantsOf = (minLength: number) =>
  fc
    .uniqueArray(
      fc.record({
        id: fc.stringMatching(/^[0-9a-f]{6}$/),
        group: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
        // Most from one big school, few from the smallest: the draw alone often leaves it out.
        school: fc.oneof(
          { arbitrary: fc.constant(SCHOOLS[0]!), weight: 12 },
          { arbitrary: fc.constantFrom(...SCHOOLS.slice(1)), weight: 2 },
        ),
      }),
      { selector: (item) => item.id, minLength, maxLength: 40 },
    )
    .map((items) => {
      const size = new Map<number, number>();
      return items.map(({ id, group, school }): DrawApplicant => {
        // At most three siblings a group: the rest of a crowded group travel alone.
        const count = group === null ? 0 : (size.get(group) ?? 0) + 1;
        if (group !== null) size.set(group, count);
        return { id, siblingGroupId: group !== null && count <= 3 ? `g${group}` : null, schoolId: school };
      });
    });

const applicantsArb = applicantsOf(0);
const inputArb = fc.record({
  applicants: applicantsArb,
  seed: fc.string({ maxLength: 20 }),
  places: fc.integer({ min: 0, max: 45 }),
});

const groupOf = (input: DrawInput) => new Map(input.applicants.map((item) => [item.id, item.siblingGroupId]));
const schoolOf = (input: DrawInput) => new Map(input.applicants.map((item) => [item.id, item.schoolId]));

describe('the fair draw, for any applicants and seed', () => {
  it('orders every applicant exactly once, the first `places` placed and the rest waiting', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { order, placed, waiting } = allocationDraw(input);
        expect([...order].sort()).toEqual(input.applicants.map((item) => item.id).sort());
        expect(placed).toEqual(order.slice(0, Math.min(input.places, order.length)));
        expect([...placed, ...waiting]).toEqual(order);
      }),
    );
  });

  it('gives the same order for the same seed, whatever order the applicants come in', () => {
    fc.assert(
      fc.property(inputArb, fc.integer(), (input, rotate) => {
        const shift = input.applicants.length === 0 ? 0 : Math.abs(rotate) % input.applicants.length;
        const shuffled = [...input.applicants.slice(shift), ...input.applicants.slice(0, shift)].reverse();
        expect(allocationDraw({ ...input, applicants: shuffled })).toEqual(allocationDraw(input));
      }),
    );
  });

  it('gives other orders for other seeds', () => {
    const many = inputArb.filter(
      (input) => new Set(input.applicants.map((item) => item.siblingGroupId ?? item.id)).size >= 6,
    );
    fc.assert(
      fc.property(many, (input) => {
        const orders = ['', 'x', 'y', 'z'].map(
          (suffix) => allocationDraw({ ...input, seed: input.seed + suffix }).order,
        );
        expect(new Set(orders.map((order) => order.join())).size).toBeGreaterThan(1);
      }),
    );
  });

  it('keeps siblings next to each other', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const group = groupOf(input);
        const seen = new Set<string>();
        let previous: string | null = null;
        for (const id of allocationDraw(input).order) {
          const current = group.get(id) ?? null;
          if (current !== null && current !== previous) {
            expect(seen.has(current)).toBe(false);
            seen.add(current);
          }
          previous = current;
        }
      }),
    );
  });

  it('places at least each school’s minimum, when it has the applicants and the places allow', () => {
    // Fewer places than applicants, and enough for every minimum.
    const withMinimum = fc.record({
      input: fc.record({
        applicants: applicantsOf(20),
        seed: fc.string({ maxLength: 20 }),
        places: fc.integer({ min: 6, max: 30 }),
      }),
      minimum: fc.oneof(
        fc.record({ kind: fc.constant('count' as const), count: fc.integer({ min: 1, max: 2 }) }),
        fc.record({ kind: fc.constant('share' as const), share: fc.double({ min: 0.05, max: 0.1, noNaN: true }) }),
      ),
    });
    fc.assert(
      fc.property(withMinimum, ({ input, minimum }) => {
        const drawn = { ...input, schoolMinimum: minimum };
        const minimums = schoolMinimums(drawn);
        // Each unit placed for a minimum holds at most three travellers (the largest sibling group).
        fc.pre([...minimums.values()].reduce((sum, count) => sum + count, 0) * 3 <= input.places);
        const school = schoolOf(drawn);
        const placed = allocationDraw(drawn).placed;
        for (const [id, need] of minimums) {
          expect(placed.filter((item) => school.get(item) === id).length).toBeGreaterThanOrEqual(need);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('replays from the published record alone', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const record = JSON.parse(JSON.stringify(drawRecord({ ...input, schoolMinimum: { kind: 'count', count: 2 } })));
        expect(replayDraw(record)).toEqual(allocationDraw({ ...input, schoolMinimum: { kind: 'count', count: 2 } }));
        expect(record.applicants.map((item: DrawApplicant) => item.id)).toEqual(
          input.applicants.map((item) => item.id).sort(),
        );
      }),
    );
  });
});

describe('the fair draw, on examples', () => {
  const applicants: DrawApplicant[] = [
    { id: 'r1', siblingGroupId: null, schoolId: 'big' },
    { id: 'r2', siblingGroupId: null, schoolId: 'big' },
    { id: 'r3', siblingGroupId: null, schoolId: 'big' },
    { id: 'r4', siblingGroupId: null, schoolId: 'big' },
    { id: 'r5', siblingGroupId: null, schoolId: 'big' },
    { id: 'r6', siblingGroupId: null, schoolId: 'small' },
  ];

  it('draws numbers that depend on the seed only', () => {
    const first = drawRandom('2027-01-15 Paris');
    const again = drawRandom('2027-01-15 Paris');
    const values = [first(), first(), first()];
    expect([again(), again(), again()]).toEqual(values);
    expect(values.every((value) => Number.isInteger(value) && value >= 0 && value < 2 ** 32)).toBe(true);
    expect(drawRandom('2027-01-15 paris')()).not.toBe(values[0]);
  });

  it('gives a small school its one place with a share of a fifth of five places', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const drawn = allocationDraw({ applicants, seed, places: 5, schoolMinimum: { kind: 'share', share: 0.2 } });
      expect(drawn.placed).toContain('r6');
      expect(drawn.placed).toHaveLength(5);
    }
  });

  it('leaves a school with no minimum to the draw alone', () => {
    const outcomes = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((seed) =>
      allocationDraw({ applicants, seed, places: 1 }).placed.includes('r6'),
    );
    expect(outcomes).toContain(false);
  });

  it('places the first siblings of a group the last places do not fit, the rest heading those waiting', () => {
    const family: DrawApplicant[] = [
      { id: 'k1', siblingGroupId: 'fam', schoolId: 'big' },
      { id: 'k2', siblingGroupId: 'fam', schoolId: 'big' },
      { id: 'k3', siblingGroupId: 'fam', schoolId: 'big' },
    ];
    const drawn = allocationDraw({ applicants: family, seed: 'x', places: 2 });
    expect(drawn).toEqual({ order: ['k1', 'k2', 'k3'], placed: ['k1', 'k2'], waiting: ['k3'] });
  });

  it('refuses to replay a record made with other rules', () => {
    const record = { ...drawRecord({ applicants, seed: 'a', places: 2 }), algorithm: 'other' };
    expect(() => replayDraw(record as unknown as Parameters<typeof replayDraw>[0])).toThrow(/other rules/);
  });
});

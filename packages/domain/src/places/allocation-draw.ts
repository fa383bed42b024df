/**
 * The fair draw (docs/product/places.md#fair-allocation): the registrations received while the opening window
 * lasted are put in an order drawn from a published seed, sibling groups as one unit, with an optional
 * minimum of places for each school. The first `places` travellers of the order are placed, the others
 * wait in that order. Anyone holding the published record (`drawRecord`) gets the same order back with
 * `replayDraw`: nothing else goes into it.
 */

/** Names the rules below in the published record: a later change of rules gets a new name. */
export const DRAW_ALGORITHM = 'voyage-draw-1: cyrb128 + sfc32, Fisher-Yates over sibling units sorted by id';

export type DrawApplicant = { id: string; siblingGroupId: string | null; schoolId: string };

/** The least each school gets among those placed: a share of the places (0 to 1, rounded down) or a count. */
export type SchoolMinimum = { kind: 'share'; share: number } | { kind: 'count'; count: number };

export type DrawInput = {
  applicants: readonly DrawApplicant[];
  seed: string;
  places: number;
  schoolMinimum?: SchoolMinimum | null;
};

export type DrawResult = {
  /** Every applicant once, in the drawn order. */
  order: string[];
  placed: string[];
  waiting: string[];
};

/** What is published for an audit: the draw's input as given to `replayDraw`, applicants sorted by id. */
export type DrawRecord = {
  algorithm: typeof DRAW_ALGORITHM;
  seed: string;
  places: number;
  schoolMinimum: SchoolMinimum | null;
  applicants: DrawApplicant[];
};

/** Ids compared by UTF-16 code units: the same order on every machine and in every language. */
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** cyrb128: a seed string hashed to four 32-bit numbers (public domain, bryc). */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** sfc32 (Chris Doty-Humphrey's Small Fast Chaotic generator): the next 32-bit number, unsigned. */
export function drawRandom(seed: string): () => number {
  let [a, b, c, d] = cyrb128(seed);
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // The first numbers of a fresh generator follow the hash closely: they are thrown away.
  for (let round = 0; round < 15; round++) next();
  return next;
}

/** A whole number from 0 to `bound - 1`. */
const below = (random: () => number, bound: number) => Math.floor((random() / 4_294_967_296) * bound);

/** Sibling groups as units (members by id), units sorted by their first member's id. */
function units(applicants: readonly DrawApplicant[]): DrawApplicant[][] {
  const groups = new Map<string, DrawApplicant[]>();
  for (const applicant of [...applicants].sort(byId)) {
    const key = applicant.siblingGroupId === null ? `one:${applicant.id}` : `group:${applicant.siblingGroupId}`;
    groups.set(key, [...(groups.get(key) ?? []), applicant]);
  }
  return [...groups.values()];
}

/** Each school's minimum among the placed, no more than it has applicants. */
export function schoolMinimums(input: DrawInput): Map<string, number> {
  const applicantsBySchool = new Map<string, number>();
  for (const applicant of input.applicants) {
    applicantsBySchool.set(applicant.schoolId, (applicantsBySchool.get(applicant.schoolId) ?? 0) + 1);
  }
  const rule = input.schoolMinimum;
  const minimum = !rule ? 0 : rule.kind === 'share' ? Math.floor(rule.share * input.places + 1e-9) : rule.count;
  return new Map([...applicantsBySchool].map(([school, count]) => [school, Math.min(count, Math.max(0, minimum))]));
}

/**
 * The draw. Units (a sibling group, or one traveller) are shuffled with the seed's generator. Then, when a
 * school minimum is set, the drawn order is walked once: a unit with a traveller from a school still short
 * of its minimum is placed first, if it fits whole in the places left. The remaining places go to the other
 * units in drawn order; the last one may not fit whole, its remaining siblings then head the waiting list.
 * The placed come first in the order, in drawn order, then everyone else in drawn order.
 */
export function allocationDraw(input: DrawInput): DrawResult {
  const shuffled = units(input.applicants);
  const random = drawRandom(input.seed);
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = below(random, index + 1);
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  const short = schoolMinimums(input);
  const first = new Set<DrawApplicant[]>();
  let taken = 0;
  for (const unit of shuffled) {
    const isNeeded = unit.some((applicant) => (short.get(applicant.schoolId) ?? 0) > 0);
    if (!isNeeded || taken + unit.length > input.places) continue;
    first.add(unit);
    taken += unit.length;
    for (const applicant of unit) short.set(applicant.schoolId, (short.get(applicant.schoolId) ?? 0) - 1);
  }
  let straddling: DrawApplicant[] | undefined;
  for (const unit of shuffled) {
    if (taken >= input.places) break;
    if (first.has(unit)) continue;
    if (taken + unit.length > input.places) straddling = unit;
    else first.add(unit);
    taken += unit.length;
  }
  const ordered = [
    ...shuffled.filter((unit) => first.has(unit)),
    ...(straddling ? [straddling] : []),
    ...shuffled.filter((unit) => !first.has(unit) && unit !== straddling),
  ];
  const order = ordered.flat().map((applicant) => applicant.id);
  const cut = Math.min(Math.max(0, input.places), order.length);
  return { order, placed: order.slice(0, cut), waiting: order.slice(cut) };
}

/** The record to publish once the draw is made: the seed, the rules and the input sorted by id. */
export function drawRecord(input: DrawInput): DrawRecord {
  return {
    algorithm: DRAW_ALGORITHM,
    seed: input.seed,
    places: input.places,
    schoolMinimum: input.schoolMinimum ?? null,
    applicants: [...input.applicants].sort(byId).map(({ id, siblingGroupId, schoolId }) => ({
      id,
      siblingGroupId,
      schoolId,
    })),
  };
}

/** The order a published record gives: what an auditor runs to check a draw. */
export function replayDraw(record: DrawRecord): DrawResult {
  if (record.algorithm !== DRAW_ALGORITHM) throw new Error(`A draw made with other rules: ${record.algorithm}`);
  return allocationDraw(record);
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPersonalCode } from '../personal-code.ts';
import {
  compactCreditorReference,
  creditorReferenceForCode,
  creditorReferenceOf,
  formatCreditorReference,
  isValidCreditorReference,
} from './creditor-reference.ts';

const bodyCharacter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const body = fc.array(bodyCharacter, { minLength: 1, maxLength: 21 }).map((characters) => characters.join(''));

describe('creditor references (ISO 11649)', () => {
  it("accepts the standard's published examples and makes them again from their bodies", () => {
    expect(isValidCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(isValidCreditorReference('RF18539007547034')).toBe(true);
    expect(isValidCreditorReference('RF712348231')).toBe(true);
    expect(creditorReferenceOf('539007547034')).toBe('RF18539007547034');
    expect(creditorReferenceOf('2348231')).toBe('RF712348231');
  });

  it("makes a registration's reference of its personal code", () => {
    const reference = creditorReferenceForCode('PAR27-0043');
    expect(reference).toMatch(/^RF\d{2}PAR270043$/);
    expect(isValidCreditorReference(reference)).toBe(true);
  });

  it('reads a reference typed in small letters, with spaces, and groups it in fours for reading', () => {
    const reference = creditorReferenceForCode('PAR27-0043');
    const typed = formatCreditorReference(reference).toLowerCase();
    expect(isValidCreditorReference(typed)).toBe(true);
    expect(compactCreditorReference(typed)).toBe(reference);
    expect(formatCreditorReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });

  it('refuses what is not a reference: no RF, other characters, too long, empty body', () => {
    for (const text of ['', 'RF', 'RF18', '18539007547034', 'RF18-5390-0754', 'RF18 5390 0754 7034 Ω', 'RF00ΑΒΓ']) {
      expect(isValidCreditorReference(text), text).toBe(false);
    }
    expect(isValidCreditorReference(`RF${'0'.repeat(2)}${'A'.repeat(22)}`)).toBe(false);
    expect(() => creditorReferenceOf('A'.repeat(22))).toThrow(RangeError);
    expect(() => creditorReferenceForCode('---')).toThrow(RangeError);
  });

  it('gives every body a valid reference of at most 25 ASCII characters (mod 97 = 1)', () => {
    fc.assert(
      fc.property(body, (text) => {
        const reference = creditorReferenceOf(text);
        expect(reference.length).toBeLessThanOrEqual(25);
        expect(reference).toMatch(/^[\x20-\x7e]+$/);
        expect(isValidCreditorReference(reference)).toBe(true);
      }),
    );
  });

  it('catches a digit typed for another digit or a letter for another letter, and two neighbours of a kind swapped', () => {
    fc.assert(
      fc.property(body, fc.nat(), bodyCharacter, (text, at, typo) => {
        const reference = creditorReferenceOf(text);
        const index = 2 + (at % (reference.length - 2));
        // A letter reads as two digits, a digit as one: a letter typed for a digit (or the other way) can read
        // as the same digits once its neighbours are counted (`RF62GLA` and `RF62G6A`), so only like for like is caught.
        const typed = reference[index];
        if (typed === undefined || typed === typo || /\d/.test(typed) !== /\d/.test(typo)) return;
        const mistyped = reference.slice(0, index) + typo + reference.slice(index + 1);
        expect(isValidCreditorReference(mistyped)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(body, fc.nat(), (text, at) => {
        const reference = creditorReferenceOf(text);
        const index = 4 + (at % Math.max(1, reference.length - 5));
        // A letter swapped with a digit can read as the same digits (`B1` and `1B` are both 111): not caught by design.
        const [first, second] = [reference[index], reference[index + 1]];
        if (first === undefined || second === undefined || first === second || /\d/.test(first) !== /\d/.test(second))
          return;
        const swapped =
          reference.slice(0, index) + reference[index + 1] + reference[index] + reference.slice(index + 2);
        expect(isValidCreditorReference(swapped)).toBe(false);
      }),
    );
  });

  it("gives a trip's 100,000 personal codes distinct references", () => {
    const references = new Set<string>();
    for (let sequence = 1; sequence <= 100_000; sequence += 1) {
      references.add(creditorReferenceForCode(formatPersonalCode('Paris', 2027, sequence)));
    }
    expect(references.size).toBe(100_000);
  });
});

import { describe, expect, it } from 'vitest';
import { formatPersonalCode, nextPersonalCode, personalCodeSequence } from './personal-code.ts';

describe('formatPersonalCode', () => {
  it('joins the trip prefix, the two-digit year and a four-digit sequence', () => {
    expect(formatPersonalCode('Paris', 2027, 42)).toBe('PAR27-0042');
    expect(formatPersonalCode('Île-de-France', 2030, 7)).toBe('ILE30-0007');
  });
});

describe('personalCodeSequence', () => {
  it('reads the sequence of a code, and nothing from anything else', () => {
    expect(personalCodeSequence('PAR27-0042')).toBe(42);
    expect(personalCodeSequence('PAR27-12345')).toBe(12345);
    expect(personalCodeSequence('PAR27-42')).toBeNull();
    expect(personalCodeSequence('par27-0042')).toBeNull();
    expect(personalCodeSequence('')).toBeNull();
  });
});

describe('nextPersonalCode', () => {
  it('starts at 1 and goes one past the highest code given, gaps left as they are', () => {
    expect(nextPersonalCode('Paris', 2027, [])).toBe('PAR27-0001');
    expect(nextPersonalCode('Paris', 2027, ['PAR27-0003', 'PAR27-0010', 'PAR27-0002'])).toBe('PAR27-0011');
    expect(nextPersonalCode('Paris', 2027, ['PAR27-9999'])).toBe('PAR27-10000');
    expect(nextPersonalCode('Paris', 2027, ['not a code'])).toBe('PAR27-0001');
  });

  it('gives 100,000 approvals of a trip distinct codes, readable after the prefix (digits only)', () => {
    const codes = new Set<string>();
    let previous: string[] = [];
    for (let approval = 0; approval < 100_000; approval += 1) {
      // Only the highest code given matters, so the last one stands for all of them.
      const code = nextPersonalCode('Paris', 2027, previous);
      codes.add(code);
      previous = [code];
    }
    expect(codes.size).toBe(100_000);
    for (const code of codes) expect(code).toMatch(/^PAR27-\d{4,6}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { formatPersonalCode, personalCodeSequence } from './personal-code.ts';

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

describe('formatPersonalCode over a long trip', () => {
  it('gives 100,000 sequences distinct codes, readable after the prefix (digits only)', () => {
    const codes = new Set<string>();
    for (let sequence = 1; sequence <= 100_000; sequence += 1) codes.add(formatPersonalCode('Paris', 2027, sequence));
    expect(codes.size).toBe(100_000);
    for (const code of codes) expect(code).toMatch(/^PAR27-\d{4,6}$/);
  });
});

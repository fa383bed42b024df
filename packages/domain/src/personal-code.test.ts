import { describe, expect, it } from 'vitest';
import { formatPersonalCode } from './personal-code.ts';

describe('formatPersonalCode', () => {
  it('joins the trip prefix, the two-digit year and a four-digit sequence', () => {
    expect(formatPersonalCode('Paris', 2027, 42)).toBe('PAR27-0042');
    expect(formatPersonalCode('Île-de-France', 2030, 7)).toBe('ILE30-0007');
  });
});

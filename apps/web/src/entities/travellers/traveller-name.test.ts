import { describe, expect, it } from 'vitest';
import { travellerName } from './traveller-name.ts';

describe('travellerName', () => {
  it('reads LAST First, as staff lists are sorted', () => {
    expect(travellerName({ firstName: 'Eleni', lastName: 'Georgiou' })).toBe('GEORGIOU Eleni');
  });
});

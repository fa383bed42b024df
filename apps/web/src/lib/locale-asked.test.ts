import { describe, expect, it } from 'vitest';
import { localeAskedBy } from './locale-asked.ts';

describe('the language an address asks for', () => {
  it('is the `lang` an e-mailed link carries, and nothing for another value or none', () => {
    expect(localeAskedBy('?lang=en')).toBe('en');
    expect(localeAskedBy('?token=x&lang=el')).toBe('el');
    expect(localeAskedBy('?lang=fr')).toBeUndefined();
    expect(localeAskedBy('')).toBeUndefined();
  });
});

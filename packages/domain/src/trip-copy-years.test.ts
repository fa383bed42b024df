import { describe, expect, it } from 'vitest';
import { shiftYearsInText, shiftYearsInTexts } from './trip-copy-years.ts';

describe('a copied trip’s years', () => {
  it('move with the dates: the trip’s year, the school year around it', () => {
    expect(shiftYearsInText('Paris 2027: the school trip', 2027, 1)).toBe('Paris 2028: the school trip');
    expect(shiftYearsInText('Σχολική χρονιά 2026–2027', 2027, 1)).toBe('Σχολική χρονιά 2027–2028');
    expect(shiftYearsInText('Paris 2027', 2027, 2)).toBe('Paris 2029');
  });

  it('leave history, prices and other numbers alone', () => {
    expect(shiftYearsInText('Since 1990, 61 years; 1.090,00 € or 2027.50', 2027, 1)).toBe(
      'Since 1990, 61 years; 1.090,00 € or 2027.50',
    );
  });

  it('move inside every text of the content, in both languages', () => {
    const content = { title: { el: 'Παρίσι 2027', en: 'Paris 2027' }, days: [{ day: 1, note: 'March 2027' }] };
    expect(shiftYearsInTexts(content, 2027, 1)).toEqual({
      title: { el: 'Παρίσι 2028', en: 'Paris 2028' },
      days: [{ day: 1, note: 'March 2028' }],
    });
  });
});

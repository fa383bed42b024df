import { describe, expect, it } from 'vitest';
import { formatDateRange, tripTitle } from './localized.ts';

describe('tripTitle', () => {
  const trip = { name: { el: 'Παρίσι', en: 'Paris' }, year: 2027 };

  it('names the trip in the reader’s language, with its year', () => {
    expect(tripTitle(trip, 'el')).toBe('Παρίσι 2027');
    expect(tripTitle(trip, 'en')).toBe('Paris 2027');
  });

  it('falls back to the other language where one is missing', () => {
    expect(tripTitle({ name: { el: '', en: 'Rome' }, year: 2028 }, 'el')).toBe('Rome 2028');
  });
});

describe('formatDateRange', () => {
  it('writes a departure’s days as one span in each language', () => {
    expect(formatDateRange('2027-03-18', '2027-03-23', 'en')).toBe('18–23 March 2027');
    expect(formatDateRange('2027-03-18', '2027-03-23', 'el')).toBe('18–23 Μαρτίου 2027');
  });
});

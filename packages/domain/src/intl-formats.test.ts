import { describe, expect, it } from 'vitest';
import { dateTimeFormat, intlLocaleOf, listFormat, numberFormat } from './intl-formats.ts';
import { formatEuro, formatEuroWithCents } from './money.ts';

// What a fresh formatter writes, to compare the cached ones with.
const fresh = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

describe('formatEuro', () => {
  it('writes the same text as before, whole euro without cents and cents when there are any', () => {
    for (const cents of [0, 5, 99, 100, 12_345, 149_000, 150_050, -2_500, 1_234_567_89]) {
      expect(formatEuro(cents, 'el')).toBe(fresh(cents, 'el-GR'));
      expect(formatEuro(cents, 'en')).toBe(fresh(cents, 'en-IE'));
    }
    expect(formatEuro(149_000, 'en')).toBe('€1,490');
    expect(formatEuro(150_050, 'en')).toBe('€1,500.50');
    expect(formatEuro(149_000, 'el').replace(/\s/g, ' ')).toBe('1.490 €');
    expect(formatEuro(150_050, 'el').replace(/\s/g, ' ')).toBe('1.500,50 €');
  });

  it('keeps the two languages apart when called alternately', () => {
    const texts = [formatEuro(100_050, 'en'), formatEuro(100_050, 'el'), formatEuro(100_050, 'en')];
    expect(texts[0]).toBe('€1,000.50');
    expect(texts[1]!.replace(/\s/g, ' ')).toBe('1.000,50 €');
    expect(texts[2]).toBe(texts[0]);
  });
});

describe('formatEuroWithCents', () => {
  it('writes every amount with its cents, in each language its way', () => {
    expect(formatEuroWithCents(327_000, 'en')).toBe('€3,270.00');
    expect(formatEuroWithCents(327_000, 'el').replace(/\s/g, ' ')).toBe('3.270,00 €');
    expect(formatEuroWithCents(30_050, 'el').replace(/\s/g, ' ')).toBe('300,50 €');
    expect(formatEuroWithCents(0, 'en')).toBe('€0.00');
  });
});

describe('cached Intl formatters', () => {
  it('hands back the same formatter for the same locale and options, a new one for others', () => {
    expect(numberFormat('el-GR')).toBe(numberFormat('el-GR'));
    expect(numberFormat('el-GR')).not.toBe(numberFormat('en-IE'));
    expect(dateTimeFormat('en-IE', { dateStyle: 'medium' })).toBe(dateTimeFormat('en-IE', { dateStyle: 'medium' }));
    expect(dateTimeFormat('en-IE', { dateStyle: 'medium' })).not.toBe(
      dateTimeFormat('en-IE', { dateStyle: 'medium', timeZone: 'UTC' }),
    );
    expect(dateTimeFormat('el-GR', { timeZone: undefined, day: 'numeric' })).toBe(
      dateTimeFormat('el-GR', { day: 'numeric' }),
    );
  });

  it('formats as a new formatter would', () => {
    const day = new Date('2027-03-18T12:00:00Z');
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('el-GR', options).format(day)).toBe(new Intl.DateTimeFormat('el-GR', options).format(day));
    expect(dateTimeFormat('en-IE', options).format(day)).toBe('18 March 2027');
    expect(numberFormat('el-GR').format(12345.5)).toBe(new Intl.NumberFormat('el-GR').format(12345.5));
    expect(listFormat('en-IE', { type: 'conjunction' }).format(['Anna', 'Nikos', 'Maria'])).toBe(
      'Anna, Nikos and Maria',
    );
    expect(listFormat('el-GR', { type: 'conjunction' }).format(['Άννα', 'Νίκος'])).toBe('Άννα και Νίκος');
  });

  it('maps a language to the locale the product writes it in', () => {
    expect(intlLocaleOf('en')).toBe('en-IE');
    expect(intlLocaleOf('en-US')).toBe('en-IE');
    expect(intlLocaleOf('el')).toBe('el-GR');
  });
});

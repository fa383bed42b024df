import { describe, expect, it } from 'vitest';
import { formatEuro } from '@voyage/domain';
import { formattedQuickFilter } from './formatted-quick-filter.ts';

const euro = (cents: number) => formatEuro(cents, 'el');
const applyTo = (search: string, cents: number) => {
  const test = formattedQuickFilter(euro)(search, {} as never, {} as never);
  return test === null ? null : test(cents, {}, {} as never, {} as never);
};

describe('formattedQuickFilter', () => {
  it('finds money by the euro text on screen, not by cents', () => {
    expect(applyTo('300', 30_000)).toBe(true);
    expect(applyTo('1.090', 109_000)).toBe(true);
    expect(applyTo('30000', 30_000)).toBe(false);
  });

  it('ignores case and spaces', () => {
    expect(applyTo('300€', 30_000)).toBe(true);
  });

  it('leaves the column out of an empty search', () => {
    expect(applyTo('  ', 30_000)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { routeNumber } from './route-number.ts';

describe('routeNumber', () => {
  it('reads a positive integer', () => {
    expect(routeNumber('42')).toBe(42);
  });

  it.each([undefined, '', '0', '-3', '1.5', '12abc', ' 7', '99999999999999999999'])('refuses %j', (value) => {
    expect(routeNumber(value)).toBeUndefined();
  });
});

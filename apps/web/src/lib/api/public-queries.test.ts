import { describe, expect, it } from 'vitest';
import { isPublicQuery } from './public-queries.ts';
import { publicDepartureKeys, sessionKeys, studentKeys, tripKeys } from './query-keys.ts';

describe('isPublicQuery', () => {
  it('keeps trips and public flights across sign-out', () => {
    for (const key of [tripKeys.list(), tripKeys.active(), tripKeys.detail(1), publicDepartureKeys.list(1)]) {
      expect(isPublicQuery(key), key.join('/')).toBe(true);
    }
  });

  it('clears the session and staff data', () => {
    for (const key of [sessionKeys.all, ['departures', 'list', 1], studentKeys.list(1), ['registrations', 'list', 1]]) {
      expect(isPublicQuery(key), key.join('/')).toBe(false);
    }
  });
});

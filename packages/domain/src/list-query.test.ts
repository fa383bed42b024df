import { describe, expect, it } from 'vitest';
import { travellerListQuerySchema } from './list-query.ts';

describe('travellerListQuerySchema', () => {
  it('gives the first page of 25 in the default order when only the trip is given', () => {
    expect(travellerListQuerySchema.parse({ trip_id: '3' })).toEqual({
      trip_id: 3,
      page: 0,
      page_size: 25,
      order: 'asc',
      search: undefined,
    });
  });

  it('reads comma-separated filters once each, and a blank search as none', () => {
    const query = travellerListQuerySchema.parse({
      trip_id: '3',
      district: 'paphos,larnaca,paphos',
      status: 'pending',
      search: '   ',
      sort: 'paidCents',
      order: 'desc',
    });
    expect(query).toMatchObject({
      district: ['paphos', 'larnaca'],
      status: ['pending'],
      sort: 'paidCents',
      order: 'desc',
    });
    expect(query.search).toBeUndefined();
  });

  it.each([
    ['page_size', '101'],
    ['page_size', '0'],
    ['page', '-1'],
    ['sort', 'guardianPhone'],
    ['district', 'paris'],
    ['status', ''],
    ['search', 'x'.repeat(101)],
  ])('refuses %s=%s', (key, value) => {
    const result = travellerListQuerySchema.safeParse({ trip_id: '3', [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(key);
  });
});

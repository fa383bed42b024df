import { describe, expect, it } from 'vitest';
import { documentQueueQuerySchema, paymentQueueQuerySchema, travellerListQuerySchema } from './list-query.ts';

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

describe('the queues’ query schemas', () => {
  it('take the lists’ page, order and search, and their own filters as comma lists', () => {
    expect(
      paymentQueueQuerySchema.parse({ trip_id: '3', status: 'approved,rejected', method: 'cash', school_id: '9' }),
    ).toEqual({
      trip_id: 3,
      page: 0,
      page_size: 25,
      order: 'asc',
      search: undefined,
      status: ['approved', 'rejected'],
      method: ['cash'],
      school_id: 9,
    });
    expect(documentQueueQuerySchema.parse({ trip_id: '3', type: 'consent', sort: 'uploadedAt' })).toMatchObject({
      type: ['consent'],
      sort: 'uploadedAt',
    });
  });

  it.each([
    [paymentQueueQuerySchema, 'status', 'all'],
    [paymentQueueQuerySchema, 'method', 'cheque'],
    [paymentQueueQuerySchema, 'sort', 'guardianName'],
    [paymentQueueQuerySchema, 'page_size', '101'],
    [documentQueueQuerySchema, 'type', 'visa'],
    [documentQueueQuerySchema, 'status', 'waiting'],
    [documentQueueQuerySchema, 'school_id', '0'],
    [documentQueueQuerySchema, 'sort', 'reviewedAt'],
  ] as const)('refuses %#: %s=%s', (schema, key, value) => {
    const result = schema.safeParse({ trip_id: '3', [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(key);
  });
});

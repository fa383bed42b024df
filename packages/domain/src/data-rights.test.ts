import { describe, expect, it } from 'vitest';
import { erasureRequestBodySchema, familyExportFileName, idRetentionDay, pendingErasureDay } from './data-rights.ts';

describe('retention days', () => {
  it('counts the ID data days and the 90 days of pending registrations from the return date', () => {
    expect(idRetentionDay({ endsOn: '2027-03-25', idRetentionDays: 30 })).toBe('2027-04-24');
    expect(idRetentionDay({ endsOn: '2028-02-20', idRetentionDays: 9 })).toBe('2028-02-29');
    expect(pendingErasureDay({ endsOn: '2027-03-25' })).toBe('2027-06-23');
  });
});

describe('the family export and erasure requests', () => {
  it('names the ZIP by the day', () => {
    expect(familyExportFileName('2026-11-25')).toBe('voyage-data-2026-11-25.zip');
  });

  it('takes one registration and a scope, nothing else', () => {
    const travellerId = '0b0c6f5e-6a43-4f3a-9d5e-0d3e7a1b2c3d';
    expect(erasureRequestBodySchema.safeParse({ travellerId, scope: 'family' }).success).toBe(true);
    expect(erasureRequestBodySchema.safeParse({ travellerId, scope: 'everything' }).success).toBe(false);
    expect(erasureRequestBodySchema.safeParse({ travellerId, scope: 'traveller', extra: 1 }).success).toBe(false);
    expect(erasureRequestBodySchema.safeParse({ travellerId: 'x', scope: 'traveller' }).success).toBe(false);
  });
});

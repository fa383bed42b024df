import { describe, expect, it } from 'vitest';
import { travelDocumentProblem, travelDocumentValidUntil, travelDocumentIssuedAfter } from './travel-document-rule.ts';

const dates = { startsOn: '2027-04-10', endsOn: '2027-04-17' };

describe('the identity document by nationality', () => {
  it('lets an EU citizen travel with an ID card valid until the return day', () => {
    expect(travelDocumentProblem('CY', { type: 'id_card', expiresOn: '2027-04-17' }, dates)).toBeNull();
    expect(travelDocumentProblem('GR', { type: 'passport', expiresOn: '2027-04-17' }, dates)).toBeNull();
  });

  it('refuses an EU citizen’s document that expires the day before the return', () => {
    expect(travelDocumentProblem('CY', { type: 'id_card', expiresOn: '2027-04-16' }, dates)).toBe('expires-too-soon');
  });

  it('asks anyone else for a passport', () => {
    expect(travelDocumentProblem('GB', { type: 'id_card', expiresOn: '2030-01-01' }, dates)).toBe('passport-needed');
  });

  it('asks a passport valid three months after the return, to the day', () => {
    expect(travelDocumentValidUntil('UA', '2027-04-17')).toBe('2027-07-17');
    expect(travelDocumentProblem('UA', { type: 'passport', expiresOn: '2027-07-17' }, dates)).toBeNull();
    expect(travelDocumentProblem('UA', { type: 'passport', expiresOn: '2027-07-16' }, dates)).toBe('expires-too-soon');
  });

  it('holds a nationality not known yet to the stricter rule', () => {
    expect(travelDocumentProblem(null, { type: 'id_card', expiresOn: '2030-01-01' }, dates)).toBe('passport-needed');
  });

  it('asks a passport issued less than ten years before the departure when the issue day is known', () => {
    expect(travelDocumentIssuedAfter('2027-04-10')).toBe('2017-04-11');
    const passport = { type: 'passport' as const, expiresOn: '2028-01-01' };
    expect(travelDocumentProblem('RU', { ...passport, issuedOn: '2017-04-11' }, dates)).toBeNull();
    expect(travelDocumentProblem('RU', { ...passport, issuedOn: '2017-04-10' }, dates)).toBe('issued-too-long-ago');
    expect(travelDocumentProblem('RU', { ...passport, issuedOn: null }, dates)).toBeNull();
  });

  it('rolls an overflowing month end forward, the safe side', () => {
    expect(travelDocumentValidUntil('US', '2027-11-30')).toBe('2028-03-01');
  });
});

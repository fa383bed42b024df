import { describe, expect, it } from 'vitest';
import { manifestChecks, manifestDocumentType, type ManifestPapers } from './flight-manifest.ts';

const RETURNS_ON = '2027-03-20';
const passport: ManifestPapers = {
  acceptedId: 'passport',
  pendingId: null,
  idDocumentType: 'passport',
  idDocumentNumber: 'K1234567',
  idDocumentExpiresOn: '2030-01-01',
  idDocumentIssuingCountry: 'CY',
  nationality: 'CY',
};
const idCard: ManifestPapers = {
  ...passport,
  acceptedId: 'id_card',
  idDocumentType: 'id_card',
  idDocumentNumber: '1234567',
};
const nothing: ManifestPapers = {
  acceptedId: null,
  pendingId: null,
  idDocumentType: null,
  idDocumentNumber: null,
  idDocumentExpiresOn: null,
  idDocumentIssuingCountry: null,
  nationality: null,
};

describe('manifestChecks', () => {
  it('flags nothing for an accepted passport with its number, country and an expiry well after the return', () => {
    expect(manifestChecks(passport, RETURNS_ON)).toEqual([]);
  });

  it('flags nothing for an accepted ID card with its number: no passport is asked for', () => {
    expect(manifestChecks(idCard, RETURNS_ON)).toEqual([]);
  });

  it('names the ID card when its number is missing, never the passport', () => {
    const checks = manifestChecks({ ...idCard, idDocumentType: null, idDocumentNumber: null }, RETURNS_ON);
    expect(checks).toEqual(['idCardNumberMissing']);
  });

  it('flags an ID card waiting for review as pending, with its number missing, and no passport flag', () => {
    const checks = manifestChecks({ ...nothing, pendingId: 'id_card', nationality: 'CY' }, RETURNS_ON);
    expect(checks).toEqual(['idCardPending', 'idCardNumberMissing']);
  });

  it('flags a traveller with nothing at all for the ID, its number and the nationality', () => {
    expect(manifestChecks(nothing, RETURNS_ON)).toEqual(['idMissing', 'idNumberMissing', 'nationalityMissing']);
  });

  it('flags a missing nationality on its own', () => {
    expect(manifestChecks({ ...idCard, nationality: null }, RETURNS_ON)).toEqual(['nationalityMissing']);
  });

  it('flags a number given without its expiry or issuing country, named by the document', () => {
    expect(manifestChecks({ ...passport, idDocumentExpiresOn: null }, RETURNS_ON)).toEqual(['passportExpiryMissing']);
    expect(
      manifestChecks({ ...idCard, idDocumentExpiresOn: null, idDocumentIssuingCountry: null }, RETURNS_ON),
    ).toEqual(['idCardExpiryMissing', 'issuingCountryMissing']);
  });

  it('flags a passport that expires less than six months after the return, and not one that expires on that day', () => {
    const tooSoon = manifestChecks({ ...passport, idDocumentExpiresOn: '2027-09-19' }, RETURNS_ON);
    expect(tooSoon).toEqual(['passportExpiresTooSoon']);
    expect(manifestChecks({ ...passport, idDocumentExpiresOn: '2027-09-20' }, RETURNS_ON)).toEqual([]);
  });

  it('holds an ID card only to the return day: valid on it passes, expired before it is flagged', () => {
    expect(manifestChecks({ ...idCard, idDocumentExpiresOn: '2027-03-20' }, RETURNS_ON)).toEqual([]);
    expect(manifestChecks({ ...idCard, idDocumentExpiresOn: '2027-03-19' }, RETURNS_ON)).toEqual([
      'idCardExpiresBeforeReturn',
    ]);
  });

  it('flags an expiry too soon even while the scan waits for review, after the other flags', () => {
    const papers = { ...passport, acceptedId: null, pendingId: 'passport' as const, idDocumentExpiresOn: '2027-04-01' };
    expect(manifestChecks(papers, RETURNS_ON)).toEqual(['passportPending', 'passportExpiresTooSoon']);
  });
});

describe('manifestDocumentType', () => {
  it('takes the details given first, then the accepted scan, then the one waiting', () => {
    expect(manifestDocumentType({ ...nothing, idDocumentType: 'id_card', acceptedId: 'passport' })).toBe('id_card');
    expect(manifestDocumentType({ ...nothing, acceptedId: 'passport', pendingId: 'id_card' })).toBe('passport');
    expect(manifestDocumentType({ ...nothing, pendingId: 'id_card' })).toBe('id_card');
    expect(manifestDocumentType(nothing)).toBeNull();
  });
});

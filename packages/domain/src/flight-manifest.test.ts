import { describe, expect, it } from 'vitest';
import { manifestChecks, type ManifestPapers } from './flight-manifest.ts';

const RETURNS_ON = '2027-03-20';
const passport: ManifestPapers = {
  acceptedId: 'passport',
  passportNumber: 'K1234567',
  passportExpiresOn: '2030-01-01',
};

describe('manifestChecks', () => {
  it('flags nothing for an accepted passport with its number and an expiry well after the return', () => {
    expect(manifestChecks(passport, RETURNS_ON)).toEqual([]);
  });

  it('flags nothing for an accepted ID card without passport details', () => {
    expect(
      manifestChecks({ acceptedId: 'id_card', passportNumber: null, passportExpiresOn: null }, RETURNS_ON),
    ).toEqual([]);
  });

  it('flags a traveller with no accepted ID and no passport details for both', () => {
    expect(manifestChecks({ acceptedId: null, passportNumber: null, passportExpiresOn: null }, RETURNS_ON)).toEqual([
      'idNotAccepted',
      'passportMissing',
    ]);
  });

  it('flags an accepted passport whose number or expiry is missing', () => {
    expect(manifestChecks({ ...passport, passportNumber: null }, RETURNS_ON)).toEqual(['passportMissing']);
    expect(manifestChecks({ ...passport, passportExpiresOn: null }, RETURNS_ON)).toEqual(['expiryMissing']);
  });

  it('flags a passport that expires less than six months after the return, and not one that expires on that day', () => {
    expect(manifestChecks({ ...passport, passportExpiresOn: '2027-09-19' }, RETURNS_ON)).toEqual(['expiresTooSoon']);
    expect(manifestChecks({ ...passport, passportExpiresOn: '2027-09-20' }, RETURNS_ON)).toEqual([]);
  });

  it('flags an expiry too soon even while the ID is not accepted yet, after the other flags', () => {
    expect(
      manifestChecks({ acceptedId: null, passportNumber: 'K1234567', passportExpiresOn: '2027-04-01' }, RETURNS_ON),
    ).toEqual(['idNotAccepted', 'expiresTooSoon']);
  });
});

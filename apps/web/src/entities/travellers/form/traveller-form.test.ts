import type { TravellerForm } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import el from '../../../locales/el/common.json';
import en from '../../../locales/en/common.json';
import { draftDetailsOf, travellerFormResolver, travellerFormValues } from './traveller-form.ts';

const filled: TravellerForm = {
  details: {
    firstName: 'maria',
    lastName: 'GEORGIOU',
    gender: 'female',
    dateOfBirth: '2012-05-04',
    nationality: 'CY',
    city: 'Lemesos',
    district: 'lemesos',
    phone: '99 123456',
    language: 'el',
    guardianName: 'Eleni Georgiou',
    guardianEmail: 'Eleni@Example.com',
    roommates: ['', ''],
    registrationCode: 'k7pm q2xd',
  },
};

const resolve = (values: TravellerForm) =>
  travellerFormResolver('2026-04-10')(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const withDetails = (details: Partial<TravellerForm['details']>) =>
  ({ details: { ...filled.details, ...details } }) as TravellerForm;

describe('travellerFormResolver', () => {
  it('gives the normalised body the API takes, without empty roommate fields', async () => {
    const result = await resolve(filled);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      details: {
        firstName: 'MARIA',
        guardianEmail: 'eleni@example.com',
        roommates: [],
        registrationCode: 'K7PM-Q2XD',
      },
    });
  });

  it('asks for a nationality from the list, with a message in Greek and in English', async () => {
    const missing = await resolve(withDetails({ nationality: '' }));
    expect(missing.errors.details?.nationality?.message).toBe('validation.required');
    const unknown = await resolve(withDetails({ nationality: 'XX' }));
    expect(unknown.errors.details?.nationality?.message).toBe('validation.country');
    expect(el.validation.country).toBe('Επιλέξτε μια χώρα από τη λίστα.');
    expect(en.validation.country).toBe('Choose a country from the list.');
  });

  it('puts a roommate error under the field the name was typed in', async () => {
    const result = await resolve(withDetails({ roommates: ['', 'Μαρία'] }));
    expect(result.errors.details?.roommates).toEqual([
      undefined,
      expect.objectContaining({ message: 'validation.nameGreek' }),
    ]);
  });

  it('checks the age against the trip', async () => {
    const result = await resolve(withDetails({ dateOfBirth: '2022-01-01' }));
    expect(result.errors.details?.dateOfBirth?.message).toBe('validation.travellerAge');
  });

  it('asks for the choices left unset', async () => {
    const result = await resolve(withDetails({ gender: undefined, district: '' as never }));
    expect(result.errors.details?.gender?.message).toBe('validation.required');
    expect(result.errors.details?.district?.message).toBe('validation.required');
  });
});

describe('travellerFormValues', () => {
  it('fills the form from a partial draft, the e-mail language from the screen', () => {
    const values = travellerFormValues({ firstName: 'ANNA', gender: '', roommates: ['ELENI'] }, 'K7PM-Q2XD', 'en');
    expect(values.details).toMatchObject({
      firstName: 'ANNA',
      lastName: '',
      gender: undefined,
      language: 'en',
      roommates: ['ELENI', ''],
      registrationCode: 'K7PM-Q2XD',
    });
  });

  it('offers Cyprus as the nationality to a family, and nothing to staff correcting an older registration', () => {
    expect(travellerFormValues({}, 'K7PM-Q2XD', 'el').details?.nationality).toBe('CY');
    expect(travellerFormValues({ nationality: 'GR' }, 'K7PM-Q2XD', 'el').details?.nationality).toBe('GR');
    expect(travellerFormValues({ nationality: null }, 'K7PM-Q2XD', 'el', '').details?.nationality).toBe('');
  });

  it('keeps the language the draft already has', () => {
    expect(travellerFormValues({ language: 'el' }, 'K7PM-Q2XD', 'en').details?.language).toBe('el');
  });

  it('saves what was typed without the code, which the draft already holds', () => {
    expect(draftDetailsOf(filled)).not.toHaveProperty('registrationCode');
    expect(draftDetailsOf(filled).roommates).toEqual(['', '']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  draftDetailsOf,
  travellerDetailsResolver,
  travellerFormValues,
  type TravellerFormValues,
} from './traveller-form-values.ts';

const filled: TravellerFormValues = {
  firstName: 'maria',
  lastName: 'GEORGIOU',
  gender: 'female',
  dateOfBirth: '2012-05-04',
  city: 'Lemesos',
  district: 'lemesos',
  phone: '99 123456',
  language: 'el',
  guardianName: 'Eleni Georgiou',
  guardianEmail: 'Eleni@Example.com',
  roommates: ['', ''],
  registrationCode: 'k7pm q2xd',
};

const resolve = (values: TravellerFormValues) =>
  travellerDetailsResolver('2026-04-10')(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('travellerDetailsResolver', () => {
  it('gives the normalised details the API takes, without empty roommate fields', async () => {
    const result = await resolve(filled);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      firstName: 'MARIA',
      guardianEmail: 'eleni@example.com',
      roommates: [],
      registrationCode: 'K7PM-Q2XD',
    });
  });

  it('puts a roommate error under the field the name was typed in', async () => {
    const result = await resolve({ ...filled, roommates: ['', 'Μαρία'] });
    expect(result.errors.roommates).toEqual({ 1: expect.objectContaining({ message: 'validation.nameGreek' }) });
  });

  it('checks the age against the trip', async () => {
    const result = await resolve({ ...filled, dateOfBirth: '2022-01-01' });
    expect(result.errors.dateOfBirth?.message).toBe('validation.travellerAge');
  });

  it('asks for the choices left empty', async () => {
    const result = await resolve({ ...filled, gender: '', district: '' });
    expect(result.errors.gender?.message).toBe('validation.required');
    expect(result.errors.district?.message).toBe('validation.required');
  });
});

describe('travellerFormValues', () => {
  it('fills the form from a partial draft, the e-mail language from the screen', () => {
    const values = travellerFormValues({ firstName: 'ANNA', roommates: ['ELENI'] }, 'K7PM-Q2XD', 'en');
    expect(values).toMatchObject({
      firstName: 'ANNA',
      lastName: '',
      gender: '',
      language: 'en',
      roommates: ['ELENI', ''],
    });
  });

  it('keeps the language the draft already has', () => {
    expect(travellerFormValues({ language: 'el' }, 'K7PM-Q2XD', 'en').language).toBe('el');
  });

  it('saves what was typed without the code, which the draft already holds', () => {
    expect(draftDetailsOf(filled)).not.toHaveProperty('registrationCode');
    expect(draftDetailsOf(filled).roommates).toEqual(['', '']);
  });
});

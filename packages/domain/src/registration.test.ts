import { describe, expect, it } from 'vitest';
import { installI18nKeyMessages } from './zod-messages.ts';
import {
  ageOn,
  isTravellerAgeOn,
  normalizePhone,
  travellerDetailsSchema,
  travellerDetailsSchemaFor,
  type TravellerDetailsInput,
} from './registration.ts';

// As the web app does: rules without a message of their own report an i18n key.
installI18nKeyMessages();

const valid: TravellerDetailsInput = {
  firstName: 'Maria',
  lastName: 'Georgiou',
  gender: 'female',
  dateOfBirth: '2012-05-14',
  nationality: 'CY',
  city: 'Limassol',
  district: 'lemesos',
  phone: '+357 99 123456',
  language: 'el',
  guardianName: 'Eleni Georgiou',
  guardianEmail: ' Eleni.Georgiou@Example.com ',
  roommates: ['anna smith'],
  registrationCode: 'k7pm q2xd',
};

const TRIP_STARTS_ON = '2027-04-10';
function fieldErrors(input: unknown) {
  const result = travellerDetailsSchemaFor(TRIP_STARTS_ON).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('registration form', () => {
  it('accepts a complete form and normalises it', () => {
    const parsed = travellerDetailsSchemaFor(TRIP_STARTS_ON).parse(valid);
    expect(parsed).toMatchObject({
      firstName: 'MARIA',
      lastName: 'GEORGIOU',
      guardianEmail: 'eleni.georgiou@example.com',
      roommates: ['ANNA SMITH'],
      registrationCode: 'K7PM-Q2XD',
    });
  });

  it('says which field is missing', () => {
    const errors = fieldErrors({});
    for (const field of [
      'firstName',
      'lastName',
      'gender',
      'dateOfBirth',
      'nationality',
      'city',
      'district',
      'phone',
      'language',
      'guardianName',
      'guardianEmail',
    ]) {
      expect(errors[field], field).toBe('validation.required');
    }
    expect(errors.registrationCode).toBe('validation.registrationCode');
  });

  it.each([
    ['gender', 'unknown'],
    ['district', 'athens'],
    ['language', 'fr'],
  ])('refuses %s outside its list', (field, value) => {
    expect(fieldErrors({ ...valid, [field]: value })[field]).toBe('validation.required');
  });

  it('checks the date of birth is a real day and a plausible age on the day the trip leaves', () => {
    expect(fieldErrors({ ...valid, dateOfBirth: '2012-02-30' }).dateOfBirth).toBe('validation.date');
    expect(fieldErrors({ ...valid, dateOfBirth: '14/05/2012' }).dateOfBirth).toBe('validation.date');
    expect(fieldErrors({ ...valid, dateOfBirth: '2020-01-01' }).dateOfBirth).toBe('validation.travellerAge');
    expect(fieldErrors({ ...valid, dateOfBirth: '1990-01-01' }).dateOfBirth).toBe('validation.travellerAge');
    expect(fieldErrors({ ...valid, dateOfBirth: '2017-04-10' }).dateOfBirth).toBeUndefined();
    expect(fieldErrors({ ...valid, dateOfBirth: '2017-04-11' }).dateOfBirth).toBe('validation.travellerAge');
    expect(ageOn('2012-05-14', '2027-05-13')).toBe(14);
    expect(ageOn('2012-05-14', '2027-05-14')).toBe(15);
    expect(isTravellerAgeOn('2017-04-10', TRIP_STARTS_ON)).toBe(true);
    expect(isTravellerAgeOn('2017-04-11', TRIP_STARTS_ON)).toBe(false);
  });

  it('takes the nationality as an ISO 3166-1 alpha-2 code from the list, and nothing else', () => {
    expect(fieldErrors({ ...valid, nationality: 'GR' }).nationality).toBeUndefined();
    expect(fieldErrors({ ...valid, nationality: '' }).nationality).toBe('validation.required');
    for (const code of ['XX', 'cy', 'CYP', 'Cyprus', 'EU']) {
      expect(fieldErrors({ ...valid, nationality: code }).nationality, code).toBe('validation.country');
    }
  });

  it('takes phone numbers as people write them', () => {
    expect(fieldErrors({ ...valid, phone: '99 123456' }).phone).toBeUndefined();
    expect(fieldErrors({ ...valid, phone: '(+357) 25-123-456' }).phone).toBeUndefined();
    expect(fieldErrors({ ...valid, phone: '12345' }).phone).toBe('validation.phone');
    expect(fieldErrors({ ...valid, phone: 'call me' }).phone).toBe('validation.phone');
    expect(normalizePhone(' +357 (99) 12-34.56 ')).toBe('+35799123456');
  });

  it('needs a valid guardian e-mail', () => {
    expect(fieldErrors({ ...valid, guardianEmail: 'eleni@' }).guardianEmail).toBe('validation.email');
  });

  it('allows at most two roommates (a triple room), other people, each named once', () => {
    expect(fieldErrors({ ...valid, roommates: ['A B', 'C D', 'E F'] }).roommates).toBe('validation.roommatesMax');
    expect(fieldErrors({ ...valid, roommates: ['georgiou maria'] })['roommates.0']).toBe('validation.roommateSelf');
    expect(fieldErrors({ ...valid, roommates: ['ANNA SMITH', 'smith anna'] })['roommates.1']).toBe(
      'validation.roommateTwice',
    );
    expect(fieldErrors({ ...valid, roommates: ['Άννα'] })['roommates.0']).toBe('validation.nameGreek');
    expect(travellerDetailsSchema.parse({ ...valid, roommates: undefined }).roommates).toEqual([]);
  });

  it('takes the roommate fields as the form holds them: an error under the field typed in, empty ones dropped', () => {
    expect(fieldErrors({ ...valid, roommates: ['', 'Άννα'] })).toEqual({ 'roommates.1': 'validation.nameGreek' });
    expect(fieldErrors({ ...valid, roommates: [' ', 'georgiou maria'] })).toEqual({
      'roommates.1': 'validation.roommateSelf',
    });
    expect(travellerDetailsSchema.parse({ ...valid, roommates: ['', 'anna smith'] }).roommates).toEqual(['ANNA SMITH']);
    expect(travellerDetailsSchema.parse({ ...valid, roommates: ['  ', ''] }).roommates).toEqual([]);
  });

  it('refuses fields the form does not have (no mass assignment)', () => {
    expect(travellerDetailsSchema.safeParse({ ...valid, status: 'approved' }).success).toBe(false);
  });
});

describe('a rule with no message of its own', () => {
  it('reports the generic key, not an English sentence', () => {
    const result = travellerDetailsSchema.safeParse({ ...valid, roommates: 'ANNA SMITH' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === 'roommates')?.message).toBe('validation.invalid');
  });
});

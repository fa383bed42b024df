import { describe, expect, it } from 'vitest';
import { installI18nKeyMessages } from './zod-messages.ts';
import { registrationDetailsSubmitSchema, travellerFormSchemaFor, type TravellerForm } from './registration-api.ts';

installI18nKeyMessages();

const form: TravellerForm = {
  details: {
    firstName: 'Maria',
    lastName: 'Georgiou',
    gender: 'female',
    dateOfBirth: '2012-05-14',
    nationality: 'CY',
    city: 'Limassol',
    district: 'lemesos',
    phone: '99 123456',
    language: 'el',
    guardianName: 'Eleni Georgiou',
    guardianEmail: 'eleni@example.com',
    roommates: ['', 'Άννα'],
    registrationCode: 'K7PM-Q2XD',
  },
};

const paths = (issues: readonly { path: PropertyKey[] }[]) => issues.map((issue) => issue.path.join('.'));

describe('the traveller form', () => {
  it('names its fields as the request body does, so a field error finds its field', () => {
    const result = travellerFormSchemaFor('2027-04-10').safeParse(form);
    expect(paths(result.error?.issues ?? [])).toEqual(['details.roommates.1']);
  });

  it('adds the trip’s age rule to the body’s rules', () => {
    const young = { details: { ...form.details, roommates: [], dateOfBirth: '2022-01-01' } };
    expect(registrationDetailsSubmitSchema.safeParse(young).success).toBe(true);
    const result = travellerFormSchemaFor('2027-04-10').safeParse(young);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['details.dateOfBirth', 'validation.travellerAge'],
    ]);
  });
});

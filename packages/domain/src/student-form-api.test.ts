import { describe, expect, it } from 'vitest';
import {
  changedStudentFormFields,
  staffDetailsBodySchema,
  staffDetailsBodySchemaFor,
  STUDENT_FORM_FIELDS,
  type StudentFormDetails,
} from './student-form-api.ts';

const details: StudentFormDetails = {
  firstName: 'MARIA',
  lastName: 'GEORGIOU',
  gender: 'female',
  dateOfBirth: '2012-01-15',
  nationality: 'CY',
  city: 'Limassol',
  district: 'lemesos',
  phone: '+357 99 123456',
  language: 'el',
  guardianName: 'Eleni Georgiou',
  guardianEmail: 'eleni@example.org',
  roommates: ['ANNA IOANNOU'],
};

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the student form', () => {
  it("takes the registration form's fields but the school's code", () => {
    expect(STUDENT_FORM_FIELDS).not.toContain('registrationCode');
    expect(STUDENT_FORM_FIELDS).toHaveLength(12);
    expect(STUDENT_FORM_FIELDS).toContain('nationality');
    expect(staffDetailsBodySchema.safeParse({ details }).success).toBe(true);
    const withCode = staffDetailsBodySchema.safeParse({ details: { ...details, registrationCode: 'ABCD-EFGH' } });
    expect(withCode.success).toBe(false);
  });

  it("applies the registration's rules, keyed as its fields", () => {
    const result = staffDetailsBodySchema.safeParse({
      details: { ...details, firstName: 'Μαρία', phone: '12' },
    });
    expect(issuesOf(result)).toEqual(['details.firstName: validation.nameGreek', 'details.phone: validation.phone']);
    const self = staffDetailsBodySchema.safeParse({ details: { ...details, roommates: ['georgiou maria'] } });
    expect(issuesOf(self)).toEqual(['details.roommates.0: validation.roommateSelf']);
  });

  it("adds the trip's age rule, and drops empty roommate fields", () => {
    const forTrip = staffDetailsBodySchemaFor('2027-03-20');
    expect(issuesOf(forTrip.safeParse({ details: { ...details, dateOfBirth: '2020-01-01' } }))).toEqual([
      'details.dateOfBirth: validation.travellerAge',
    ]);
    const parsed = forTrip.parse({ details: { ...details, roommates: ['', 'anna ioannou'] } });
    expect(parsed.details.roommates).toEqual(['ANNA IOANNOU']);
    expect(forTrip.safeParse({ details, expectedUpdatedAt: 'yesterday' }).success).toBe(false);
  });

  it('names the fields that differ, in the form order, roommates compared as lists', () => {
    expect(changedStudentFormFields(details, details)).toEqual([]);
    expect(
      changedStudentFormFields(details, { ...details, phone: '+357 99 000000', firstName: 'ANNA', roommates: [] }),
    ).toEqual(['firstName', 'phone', 'roommates']);
    expect(changedStudentFormFields(details, { ...details, roommates: ['ANNA IOANNOU'] })).toEqual([]);
    // A registration from before the form asked for the nationality: staff giving it is a change.
    expect(changedStudentFormFields({ ...details, nationality: null }, details)).toEqual(['nationality']);
  });
});

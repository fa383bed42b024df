import { z } from 'zod';
import {
  checkRoommates,
  travellerAgeRule,
  travellerDetailsFields,
  withoutEmptyRoommates,
  type TravellerDetails,
} from './registration.ts';

/**
 * The student form (docs/product/documents.md#student-form): staff correct a registration's details with
 * the registration form's own fields and rules, the school's code aside (a registration never changes
 * school). `PATCH api/admin/travellers/:id/details` takes `staffDetailsBodySchema`; the API then checks
 * the trip's age rule, keyed like the body (`details.dateOfBirth`), as the registration does.
 */
const { registrationCode: _schoolCode, ...studentFormFields } = travellerDetailsFields;

/** The fields staff may change, in the order the form shows them. */
export const STUDENT_FORM_FIELDS = Object.keys(studentFormFields) as (keyof typeof studentFormFields)[];
export type StudentFormField = (typeof STUDENT_FORM_FIELDS)[number];

const studentFormObject = z.strictObject(studentFormFields).superRefine(checkRoommates);

/** The details without the age rule, which needs the trip: the body the route takes. */
export const studentFormDetailsSchema = studentFormObject.transform(withoutEmptyRoommates);
export type StudentFormDetails = Omit<TravellerDetails, 'registrationCode'>;
/** The details as kept: a registration made before the form asked for the nationality has none until staff give it. */
export type StoredStudentFormDetails = Omit<StudentFormDetails, 'nationality'> & { nationality: string | null };
/** The form's values: choices may be unset, roommate fields empty. */
export type StudentFormInput = z.input<typeof studentFormDetailsSchema>;

/** Every rule for one trip, the traveller's age on the day it leaves included: the web form's. */
export function studentFormDetailsSchemaFor(tripStartsOn: string) {
  return studentFormObject.superRefine(travellerAgeRule(tripStartsOn)).transform(withoutEmptyRoommates);
}

/**
 * `expectedUpdatedAt` is the registration's `updatedAt` as the form read it: when it changed meanwhile the
 * answer is 409 `CONFLICT` and nothing is written. Left out, the change is made whatever happened since.
 */
const expectedUpdatedAt = z.iso.datetime().optional();

export const staffDetailsBodySchema = z.strictObject({ details: studentFormDetailsSchema, expectedUpdatedAt });
export type StaffDetailsBody = z.output<typeof staffDetailsBodySchema>;

export function staffDetailsBodySchemaFor(tripStartsOn: string) {
  return z.strictObject({ details: studentFormDetailsSchemaFor(tripStartsOn), expectedUpdatedAt });
}

/** The names of the fields whose values differ (roommates compared as lists), in the form's order. */
export function changedStudentFormFields(
  before: StoredStudentFormDetails,
  after: StoredStudentFormDetails,
): StudentFormField[] {
  return STUDENT_FORM_FIELDS.filter((field) =>
    field === 'roommates' ? before.roommates.join('\n') !== after.roommates.join('\n') : before[field] !== after[field],
  );
}

import { describe, expect, it } from 'vitest';
import {
  filledRoommateFields,
  roommateErrorsToFields,
  roommateFieldValues,
  serverRoommateAliases,
} from './roommate-slots.ts';

describe('roommate fields', () => {
  it('always shows two fields, filled from what was saved', () => {
    expect(roommateFieldValues(undefined)).toEqual(['', '']);
    expect(roommateFieldValues(['ANNA'])).toEqual(['ANNA', '']);
    expect(roommateFieldValues(['ANNA', 'ELENI'])).toEqual(['ANNA', 'ELENI']);
  });

  it('sends only the fields that hold a name', () => {
    expect(filledRoommateFields(['', ''])).toEqual([]);
    expect(filledRoommateFields(['', 'ANNA'])).toEqual([1]);
    expect(filledRoommateFields(['ANNA', '  '])).toEqual([0]);
  });

  it('puts an error about the first name sent under the field it came from', () => {
    const error = { type: 'custom', message: 'validation.roommateSelf' };
    expect(roommateErrorsToFields([error] as never, [1])).toEqual({ 1: error });
  });

  it('keeps an error about the whole list where it was', () => {
    const error = { type: 'too_big', message: 'validation.roommatesMax' };
    expect(roommateErrorsToFields(error as never, [0, 1])).toEqual(error);
  });

  it('maps the API field names to the form fields', () => {
    expect(serverRoommateAliases([1])).toEqual({ 'roommates.0': 'roommates.1', 'details.roommates.0': 'roommates.1' });
  });
});

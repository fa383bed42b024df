import { zodResolver } from '@hookform/resolvers/zod';
import {
  travellerDetailsSchemaFor,
  type District,
  type Gender,
  type Locale,
  type TravellerDetails,
  type TravellerDetailsDraft,
} from '@voyage/domain';
import type { FieldPath, Resolver } from 'react-hook-form';
import { filledRoommateFields, roommateErrorsToFields, roommateFieldValues } from './roommate-slots.ts';

/** Step 2's fields as the inputs hold them: choices may still be empty, roommates are two fields. */
export type TravellerFormValues = {
  firstName: string;
  lastName: string;
  gender: Gender | '';
  dateOfBirth: string;
  city: string;
  district: District | '';
  phone: string;
  language: Locale | '';
  guardianName: string;
  guardianEmail: string;
  roommates: string[];
  registrationCode: string;
};

export const TRAVELLER_FORM_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'city',
  'district',
  'phone',
  'language',
  'guardianName',
  'guardianEmail',
  'roommates.0',
  'roommates.1',
  'registrationCode',
] as const satisfies readonly FieldPath<TravellerFormValues>[];

/** The form filled from a saved draft (or a stored registration); the e-mail language defaults to the screen's. */
export function travellerFormValues(
  details: TravellerDetailsDraft,
  registrationCode: string,
  screenLanguage: Locale,
): TravellerFormValues {
  return {
    firstName: details.firstName ?? '',
    lastName: details.lastName ?? '',
    gender: details.gender ?? '',
    dateOfBirth: details.dateOfBirth ?? '',
    city: details.city ?? '',
    district: details.district ?? '',
    phone: details.phone ?? '',
    language: details.language || screenLanguage,
    guardianName: details.guardianName ?? '',
    guardianEmail: details.guardianEmail ?? '',
    roommates: roommateFieldValues(details.roommates),
    registrationCode,
  };
}

/** What the autosave keeps: everything typed so far, as typed (the code belongs to the draft already). */
export function draftDetailsOf(values: TravellerFormValues): TravellerDetailsDraft {
  const { registrationCode: _code, roommates, ...rest } = values;
  return { ...rest, roommates: roommateFieldValues(roommates) };
}

/**
 * The domain's rules for this trip (the same schema the API checks), over the names actually given
 * in the roommate fields; their errors come back under the fields they belong to.
 */
export function travellerDetailsResolver(
  tripStartsOn: string,
): Resolver<TravellerFormValues, unknown, TravellerDetails> {
  const rules = zodResolver(travellerDetailsSchemaFor(tripStartsOn)) as unknown as Resolver<
    TravellerFormValues,
    unknown,
    TravellerDetails
  >;
  return async (values, context, options) => {
    const filled = filledRoommateFields(values.roommates);
    const result = await rules(
      { ...values, roommates: filled.map((field) => values.roommates[field] ?? '') },
      context,
      options,
    );
    if (!result.errors.roommates) return result;
    return {
      ...result,
      errors: { ...result.errors, roommates: roommateErrorsToFields(result.errors.roommates, filled) },
    } as typeof result;
  };
}

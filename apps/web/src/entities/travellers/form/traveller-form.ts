import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_NATIONALITY,
  MAX_ROOMMATES,
  travellerFormSchemaFor,
  type Locale,
  type TravellerDetailsDraft,
  type TravellerForm,
} from '@voyage/domain';
import type { DefaultValues, FieldPath } from 'react-hook-form';

/** One input per roommate the rule allows; any of them may stay empty. */
export const ROOMMATE_INDEXES = Array.from({ length: MAX_ROOMMATES }, (_, index) => index);

/**
 * The fields the form shows, named as the API's body names them: a field error the API answers
 * (`details.roommates.1`) lands on the field of that name.
 */
export const TRAVELLER_FORM_FIELDS: readonly FieldPath<TravellerForm>[] = [
  'details.firstName',
  'details.lastName',
  'details.gender',
  'details.dateOfBirth',
  'details.nationality',
  'details.city',
  'details.district',
  'details.phone',
  'details.language',
  'details.guardianName',
  'details.guardianEmail',
  ...ROOMMATE_INDEXES.map((index) => `details.roommates.${index}` as const),
  'details.registrationCode',
];

/**
 * The form filled from a saved draft (or a stored registration); the e-mail language defaults to the screen's,
 * the nationality to Cyprus for a family. Staff pass `''`: a registration from before the form asked for it has
 * none, and staff choose it rather than find one filled in for them.
 */
export function travellerFormValues(
  details: Omit<TravellerDetailsDraft, 'nationality'> & { nationality?: string | null },
  registrationCode: string,
  screenLanguage: Locale,
  defaultNationality: string = DEFAULT_NATIONALITY,
): DefaultValues<TravellerForm> {
  return {
    details: {
      firstName: details.firstName ?? '',
      lastName: details.lastName ?? '',
      gender: details.gender || undefined,
      dateOfBirth: details.dateOfBirth ?? '',
      nationality: details.nationality || defaultNationality,
      city: details.city ?? '',
      district: details.district || undefined,
      phone: details.phone ?? '',
      language: details.language || screenLanguage,
      guardianName: details.guardianName ?? '',
      guardianEmail: details.guardianEmail ?? '',
      roommates: ROOMMATE_INDEXES.map((index) => details.roommates?.[index] ?? ''),
      registrationCode,
    },
  };
}

/** What the autosave keeps: everything typed so far, as typed (the code belongs to the draft already). */
export function draftDetailsOf({ details }: TravellerForm): TravellerDetailsDraft {
  const { registrationCode: _code, ...typed } = details;
  return typed;
}

/** The domain's rules for this trip: the API's own for the body, and the age on the day the trip leaves. */
export function travellerFormResolver(tripStartsOn: string) {
  return zodResolver(travellerFormSchemaFor(tripStartsOn));
}

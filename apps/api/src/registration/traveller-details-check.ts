import {
  I18N_KEY_MESSAGES,
  isTravellerAgeOn,
  travellerDetailsSchemaFor,
  type TravellerDetails,
  type TravellerDetailsDraft,
} from '@voyage/domain';
import { validationFailed, type FieldIssue } from '../lib/field-errors.ts';

type DetailsPlace = { tripStartsOn: string; registrationCode: string };

/**
 * What the route's schema cannot know of the `details` it accepted: the traveller's age on the day the
 * trip leaves, the registration code (the one the registration was started with: the school the
 * roommates are looked up in) and, from the confirmation link, the guardian's e-mail the link just
 * proved. Refused as the body names the fields (`details.dateOfBirth`), every one at once.
 */
export function checkDetailsForTrip(details: TravellerDetails, place: DetailsPlace, confirmedEmail?: string): void {
  const issues: FieldIssue[] = [];
  if (!isTravellerAgeOn(details.dateOfBirth, place.tripStartsOn)) {
    issues.push({ path: ['details', 'dateOfBirth'], message: 'validation.travellerAge' });
  }
  if (details.registrationCode !== place.registrationCode) {
    issues.push({ path: ['details', 'registrationCode'], message: 'validation.registrationCodeUnknown' });
  }
  if (confirmedEmail !== undefined && details.guardianEmail !== confirmedEmail) {
    issues.push({ path: ['details', 'guardianEmail'], message: 'validation.guardianEmailConfirmed' });
  }
  if (issues.length > 0) throw validationFailed(issues);
}

/**
 * A draft's details as stored, checked again before sending with every rule of the trip, keyed as the
 * draft names them (`details.firstName`).
 */
export function checkTravellerDetails(input: TravellerDetailsDraft, place: DetailsPlace): TravellerDetails {
  const parsed = travellerDetailsSchemaFor(place.tripStartsOn).safeParse(
    { ...input, registrationCode: place.registrationCode },
    I18N_KEY_MESSAGES,
  );
  if (!parsed.success) {
    throw validationFailed(parsed.error.issues.map((issue) => ({ ...issue, path: ['details', ...issue.path] })));
  }
  return parsed.data;
}

/** The checked details as a draft keeps them (the code is the school's, kept with the draft). */
export function draftDetailsOf({ registrationCode: _code, ...details }: TravellerDetails): TravellerDetailsDraft {
  return details;
}

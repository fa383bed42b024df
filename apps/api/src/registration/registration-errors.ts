import { validationFailed } from '../lib/field-errors.ts';
import { HttpError, notFound } from '../lib/http-error.ts';

/** The refusals of the registration calls, each with its stable code (docs/api.md, "Registration"). */
export const draftNotFound = () => notFound('Registration in progress');

export const registrationClosed = () =>
  new HttpError(409, 'REGISTRATION_CLOSED', 'Registrations for this trip are closed');

export const alreadySubmitted = () =>
  new HttpError(409, 'ALREADY_SUBMITTED', 'This registration has already been sent');

export const documentRequired = () =>
  new HttpError(409, 'DOCUMENT_REQUIRED', 'Upload the passport or ID before sending the registration');

export const roommateGroupFull = () =>
  new HttpError(
    409,
    'ROOMMATE_GROUP_FULL',
    'The roommates named are already in a full room; a room has three travellers',
  );

/** Step 1's code (`registrationCode` in its body) names no school of the trip. */
export const unknownRegistrationCode = () =>
  validationFailed([{ path: ['registrationCode'], message: 'validation.registrationCodeUnknown' }]);

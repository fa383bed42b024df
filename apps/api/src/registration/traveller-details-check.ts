import {
  GENERIC_FIELD_ERROR,
  I18N_KEY_MESSAGES,
  registrationCodeSchema,
  travellerDetailsSchemaFor,
  type TravellerDetails,
  type TravellerDetailsDraft,
} from '@voyage/domain';
import { z } from 'zod';
import { validationFailed } from './registration-errors.ts';

/**
 * zod's issues as the API's `fieldErrors`, keyed as the form names its fields (`dateOfBirth`,
 * `roommates.0`); a field the form does not have is reported under its own name.
 */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  const add = (key: string, message: string) => (fieldErrors[key] ??= []).push(message);
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key].join('.'), GENERIC_FIELD_ERROR);
    } else {
      add(issue.path.join('.') || '_', issue.message);
    }
  }
  return fieldErrors;
}

/** A body's fields checked for shape only (nothing unknown, each present); `details` is checked after. */
export function parseEnvelope<T extends z.ZodRawShape>(shape: T, body: unknown): z.infer<z.ZodObject<T>> {
  const parsed = z.strictObject(shape).safeParse(body, I18N_KEY_MESSAGES);
  if (!parsed.success) throw validationFailed(fieldErrorsOf(parsed.error.issues));
  return parsed.data;
}

type DetailsContext = { tripStartsOn: string; registrationCode: string };

/**
 * Step 2's rules with the trip's age rule (400 with every field's message at once). The registration
 * code must be the one the registration was started with: the school the roommates are looked up in.
 */
export function checkTravellerDetails(input: unknown, context: DetailsContext): TravellerDetails {
  const parsed = travellerDetailsSchemaFor(context.tripStartsOn).safeParse(input, I18N_KEY_MESSAGES);
  const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  if (!fieldErrors.registrationCode) {
    const typed = input && typeof input === 'object' ? (input as Record<string, unknown>).registrationCode : undefined;
    const code = registrationCodeSchema.safeParse(typed, I18N_KEY_MESSAGES);
    if (code.success && code.data !== context.registrationCode)
      fieldErrors.registrationCode = ['validation.registrationCodeUnknown'];
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) throw validationFailed(fieldErrors);
  return parsed.data;
}

/** The checked details as a draft keeps them (the code is the school's, kept with the draft). */
export function draftDetailsOf({ registrationCode: _code, ...details }: TravellerDetails): TravellerDetailsDraft {
  return details;
}

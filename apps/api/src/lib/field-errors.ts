import { GENERIC_FIELD_ERROR } from '@voyage/domain';
import type { z } from 'zod';
import { HttpError } from './http-error.ts';

type FieldErrors = Record<string, string[]>;

/** A field refused: its path in the request as the route's schema names it, and the message's i18n key. */
export type FieldIssue = { path: readonly PropertyKey[]; message: string };

/**
 * The API's `fieldErrors` (docs/api.md): each field's path in the request as the route's schema names it
 * (`details.roommates.1`; the body itself `_`) with its messages. A field the schema does not know is
 * reported under its own path. The one place they are built: request validation and every service that
 * refuses a field go through `validationFailed`, so the forms can put each message on its field as named.
 */
function fieldErrorsOf(issues: readonly (FieldIssue | z.core.$ZodIssue)[]): FieldErrors {
  // No prototype: a body's own key named `toString` or `valueOf` is a field like any other.
  const fieldErrors: FieldErrors = Object.create(null) as FieldErrors;
  const add = (path: readonly PropertyKey[], message: string) =>
    (fieldErrors[path.map(String).join('.') || '_'] ??= []).push(message);
  for (const issue of issues) {
    if ('code' in issue && issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], GENERIC_FIELD_ERROR);
    } else {
      add(issue.path, issue.message);
    }
  }
  return fieldErrors;
}

/** 400 `VALIDATION_FAILED` with the fields refused. */
export function validationFailed(issues: readonly (FieldIssue | z.core.$ZodIssue)[]): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', 'Some fields are not valid', fieldErrorsOf(issues));
}

import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client.ts';

/**
 * Pours the API's `fieldErrors` (i18n keys) into the form's fields, the first one focused.
 * `aliases` maps a server field name to the form's where they differ (`newPassword` → `password`).
 * Returns whether any field received a message, so the caller knows whether to say more.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  aliases: Readonly<Record<string, FieldPath<T>>> = {},
): boolean {
  if (!(error instanceof ApiRequestError) || !error.body.fieldErrors) return false;
  let applied = false;
  for (const [name, messages] of Object.entries(error.body.fieldErrors)) {
    const field = aliases[name] ?? fields.find((known) => known === name);
    const message = messages[0];
    if (!field || !message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

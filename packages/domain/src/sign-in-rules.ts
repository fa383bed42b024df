/**
 * The sign-in form's field rules without zod, for the server-drawn `/login` and its island of script
 * (docs/decisions/029-parent-screens-light.md). `signInSchema` (auth.ts) stays the rule; sign-in-rules.test.ts holds
 * this copy to it.
 */

import type { Role } from './auth.ts';

/**
 * A role's own area, where signing in leads when no other page was asked for and where a signed-in visitor of
 * `/login` is sent: the dashboard for staff, My Voyage for a family.
 */
export const ROLE_HOMES = { admin: '/dashboard', guardian: '/my-voyage' } as const satisfies Record<Role, string>;

/** zod 4's `z.email()` pattern (its "practical" e-mail check). */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The `common` namespace keys the sign-in fields' messages are. */
export type SignInFieldMessage = 'validation.required' | 'validation.email';
export type SignInFieldErrors = { email?: SignInFieldMessage; password?: SignInFieldMessage };

/** The e-mail address's message, or null when it is one (leading and trailing spaces do not count). */
export function signInEmailError(email: string): SignInFieldMessage | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'validation.required';
  return EMAIL_PATTERN.test(trimmed) ? null : 'validation.email';
}

/** Each field's message, as `signInSchema` gives them; an empty object when the form may be sent. */
export function signInFieldErrors(input: { email: string; password: string }): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  const email = signInEmailError(input.email);
  if (email) errors.email = email;
  if (input.password.length === 0) errors.password = 'validation.required';
  return errors;
}

/** The address as the schema hands it on: trimmed and in lower case. */
export function signInEmail(email: string): string {
  return email.trim().toLowerCase();
}

import { z } from 'zod';

/** Letters and digits nobody confuses when reading a code aloud or off paper (no I, L, O, 0, 1). */
export const REGISTRATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REGISTRATION_CODE_LENGTH = 8;
const CODE_PATTERN = new RegExp(`^[${REGISTRATION_CODE_ALPHABET}]{4}-[${REGISTRATION_CODE_ALPHABET}]{4}$`);

/** `k7pm q2xd`, `K7PMQ2XD` and `K7PM-Q2XD` are the same code: upper case, grouped 4-4. */
export function normalizeRegistrationCode(input: string): string {
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  return compact.length === REGISTRATION_CODE_LENGTH ? `${compact.slice(0, 4)}-${compact.slice(4)}` : compact;
}

export function isRegistrationCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

/** `randomIndex(n)` must come from a CSPRNG (`crypto.randomInt` on the server). */
export function formatRegistrationCode(randomIndex: (bound: number) => number): string {
  let code = '';
  for (let i = 0; i < REGISTRATION_CODE_LENGTH; i += 1) {
    code += REGISTRATION_CODE_ALPHABET[randomIndex(REGISTRATION_CODE_ALPHABET.length)];
  }
  return normalizeRegistrationCode(code);
}

export const registrationCodeSchema = z
  .string({ error: 'validation.registrationCode' })
  .transform(normalizeRegistrationCode)
  .refine(isRegistrationCode, { error: 'validation.registrationCode' });

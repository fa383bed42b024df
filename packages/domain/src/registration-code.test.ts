import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_CODE_ALPHABET,
  formatRegistrationCode,
  isRegistrationCode,
  normalizeRegistrationCode,
  registrationCodeSchema,
} from './registration-code.ts';

describe('registration codes', () => {
  it('are eight characters from the unambiguous alphabet, grouped 4-4', () => {
    let i = 0;
    const code = formatRegistrationCode((bound) => (i++ * 7) % bound);
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(isRegistrationCode(code)).toBe(true);
    expect(REGISTRATION_CODE_ALPHABET).not.toMatch(/[IL0O1]/);
  });

  it('accept the ways people type them', () => {
    expect(normalizeRegistrationCode(' k7pm q2xd ')).toBe('K7PM-Q2XD');
    expect(normalizeRegistrationCode('K7PMQ2XD')).toBe('K7PM-Q2XD');
    expect(registrationCodeSchema.parse('k7pm-q2xd')).toBe('K7PM-Q2XD');
  });

  it('refuse codes with confusable or missing characters', () => {
    expect(registrationCodeSchema.safeParse('K7PM-Q2X0').success).toBe(false);
    expect(registrationCodeSchema.safeParse('K7PM-Q2X').success).toBe(false);
  });
});

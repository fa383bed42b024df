import { describe, expect, it } from 'vitest';
import { draftCookieOf, schoolOf, setupRegistrationApp, validDetails } from '../registration/registration-kit.ts';

/** Text that is not text (NUL, half a surrogate pair, control characters) is a field error, never a 500. */
const { t, calls } = setupRegistrationApp({ registrationCodeRateLimitMax: 100_000, signInRateLimitMax: 100_000 });

const ODD = ['Lima\u0000ssol', 'Lima\uD800ssol', 'x\uDFFF', 'bell\u0007'];
const FIELDS = ['city', 'guardianName', 'firstName', 'phone', 'guardianEmail'] as const;

async function newDraft() {
  const school = await schoolOf(t.db, 'active');
  const start = await calls.start({ tripId: school.tripId, registrationCode: school.code });
  return { school, cookie: draftCookieOf(start)! };
}

describe('odd text in the registration', () => {
  it.each(FIELDS.flatMap((field) => ODD.map((text) => [field, text] as const)))(
    'autosave and step 2 refuse %s = %j with a field error',
    async (field, text) => {
      const { school, cookie } = await newDraft();
      const { registrationCode: _code, ...draft } = validDetails(school, { [field]: text });
      const saved = await calls.save(draft, cookie);
      expect(saved.statusCode, saved.body).toBe(400);
      expect(saved.json().fieldErrors).toEqual({ [`details.${field}`]: ['validation.textCharacters'] });

      const checked = await calls.details({ details: validDetails(school, { [field]: text }) }, cookie);
      expect(checked.statusCode, checked.body).toBe(400);
      expect(Object.values(checked.json().fieldErrors).flat()).toContain('validation.textCharacters');
    },
  );

  it('refuses odd text in a roommate name and in a key', async () => {
    const { school, cookie } = await newDraft();
    const roommate = await calls.save({ roommates: ['NIKOS\u0000'] }, cookie);
    expect(roommate.json().fieldErrors).toEqual({ 'details.roommates.0': ['validation.textCharacters'] });
    const key = await calls.start({ tripId: school.tripId, registrationCode: school.code, ['x\u0000']: 1 });
    expect(key.statusCode).toBe(400);
  });

  it('does not read a boolean, an array or "1e3" as a trip id', async () => {
    const school = await schoolOf(t.db, 'active');
    for (const tripId of [true, [school.tripId], '1e0', `${school.tripId}`.padStart(3, ' ')]) {
      const response = await calls.start({ tripId, registrationCode: school.code });
      expect(response.statusCode, JSON.stringify(tripId)).toBe(400);
      expect(response.json().fieldErrors).toMatchObject({ tripId: ['validation.tripId'] });
    }
  });
});

describe('odd text on the sign-in calls', () => {
  it.each(ODD)('refuses %j in an e-mail or a name with a field error', async (text) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: t.unsafeHeaders(),
      payload: { email: `a${text}@example.org`, password: 'a long password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ email: ['validation.textCharacters'] });
  });
});

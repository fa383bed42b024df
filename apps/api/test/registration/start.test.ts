import { registrationCodeCheckSchema, registrationDraftSchema } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrationDrafts } from '../../src/db/schema/index.ts';
import { DRAFT_COOKIE } from '../helpers/constants.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { unknownTripId } from '../helpers/trip-cases.ts';
import { draftCookieOf, draftHashOf, readyDraft, schoolOf, setupRegistrationApp } from './registration-kit.ts';

const { t, calls } = setupRegistrationApp({ registrationCodeRateLimitMax: 1000 });

describe('POST /api/registration/start', () => {
  it("opens a draft for the school of a code typed in any case and spacing, and sets the draft's httpOnly cookie", async () => {
    const school = await schoolOf(t.db, 'active');
    const typed = ` ${school.code.replace('-', ' ').toLowerCase()} `;
    const response = await calls.start({ tripId: school.tripId, registrationCode: typed });
    expect(response.statusCode, response.body).toBe(201);
    const draft = registrationDraftSchema.parse(response.json());
    expect(draft).toMatchObject({
      tripId: school.tripId,
      tripStartsOn: school.startsOn,
      step: 'details',
      school: { name: school.name, registrationCode: school.code },
      details: {},
      document: null,
      submitted: null,
    });
    const cookie = response.cookies.find((entry) => entry.name === DRAFT_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/registration' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's digest is stored.
    const [row] = await t.db
      .select()
      .from(registrationDrafts)
      .where(eq(registrationDrafts.tokenHash, draftHashOf(draftCookieOf(response)!)));
    expect(row?.schoolId).toBe(school.schoolId);
    expect(JSON.stringify(row)).not.toContain(cookie.value);
  });

  it('answers 400 with fieldErrors.registrationCode for a code no school of the trip has, and for a malformed one', async () => {
    const school = await schoolOf(t.db, 'active');
    const other = await schoolOf(t.db, 'past');
    const unknown = await calls.start({ tripId: school.tripId, registrationCode: other.code });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      fieldErrors: { registrationCode: ['validation.registrationCodeUnknown'] },
    });
    expect(draftCookieOf(unknown)).toBeUndefined();
    const malformed = await calls.start({ tripId: school.tripId, registrationCode: 'ABC' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ registrationCode: ['validation.registrationCode'] });
  });

  it('answers 409 REGISTRATION_CLOSED for a trip whose registration window is over', async () => {
    const past = await schoolOf(t.db, 'past');
    const response = await calls.start({ tripId: past.tripId, registrationCode: past.code });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('REGISTRATION_CLOSED');
  });

  it('answers 404 for a trip that does not exist', async () => {
    const school = await schoolOf(t.db, 'active');
    const response = await calls.start({ tripId: await unknownTripId(t), registrationCode: school.code });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('resumes the draft of this browser for the same code, keeping what was typed', async () => {
    const school = await schoolOf(t.db, 'active');
    const first = await calls.start({ tripId: school.tripId, registrationCode: school.code });
    const cookie = draftCookieOf(first)!;
    await calls.save({ firstName: 'MAR', city: 'Lim' }, cookie);
    const again = await calls.start({ tripId: school.tripId, registrationCode: school.code }, cookie);
    expect(again.statusCode).toBe(200);
    expect(draftCookieOf(again)).toBeUndefined();
    expect(again.json().details).toEqual({ firstName: 'MAR', city: 'Lim' });
  });

  it('moves the draft to the school of another code, keeping what was typed and going back to step 2', async () => {
    const school = await schoolOf(t.db, 'active', 0);
    const otherSchool = await schoolOf(t.db, 'active', 1);
    const first = await calls.start({ tripId: school.tripId, registrationCode: school.code });
    const cookie = draftCookieOf(first)!;
    await calls.save({ lastName: 'GEORGIOU' }, cookie);
    const moved = await calls.start({ tripId: otherSchool.tripId, registrationCode: otherSchool.code }, cookie);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      step: 'details',
      school: { registrationCode: otherSchool.code },
      details: { lastName: 'GEORGIOU' },
    });
  });

  it("starts a brother's or sister's registration after one was sent, with the family's fields filled in", async () => {
    const school = await schoolOf(t.db, 'active');
    const { cookie, details } = await readyDraft(t, school);
    expect((await calls.submit(cookie)).statusCode).toBe(201);
    const sibling = await calls.start({ tripId: school.tripId, registrationCode: school.code }, cookie);
    expect(sibling.statusCode).toBe(201);
    const newCookie = draftCookieOf(sibling)!;
    expect(newCookie).not.toBe(cookie);
    expect(sibling.json()).toMatchObject({ step: 'details', submitted: null, document: null });
    expect(sibling.json().details).toEqual({
      guardianName: details.guardianName,
      guardianEmail: details.guardianEmail,
      phone: details.phone,
      city: details.city,
      district: details.district,
      language: details.language,
    });
    // The sent registration's draft is untouched.
    const sent = await calls.draft(school.tripId, cookie);
    expect(sent.json().step).toBe('submitted');
  });

  it('refuses a body with fields it does not know', async () => {
    const school = await schoolOf(t.db, 'active');
    const response = await calls.start({ tripId: school.tripId, registrationCode: school.code, schoolId: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(draftCookieOf(response)).toBeUndefined();
  });
});

describe('POST /api/registration/code-check', () => {
  const check = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/registration/code-check',
      headers: t.unsafeHeaders(),
      payload,
    });

  it('answers 200 whether the code opens the registration or not, and starts nothing', async () => {
    const school = await schoolOf(t.db, 'active');
    const other = await schoolOf(t.db, 'past');
    const right = await check({ tripId: school.tripId, registrationCode: school.code.toLowerCase() });
    expect(right.statusCode, right.body).toBe(200);
    expect(registrationCodeCheckSchema.parse(right.json())).toEqual({ valid: true, reason: null, full: false });
    expect(draftCookieOf(right)).toBeUndefined();
    const wrong = await check({ tripId: school.tripId, registrationCode: other.code });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json()).toEqual({ valid: false, reason: 'unknown-code', full: false });
    expect((await check({ tripId: school.tripId, registrationCode: 'ABC' })).statusCode).toBe(400);
    expect((await check({ tripId: other.tripId, registrationCode: other.code })).json().code).toBe(
      'REGISTRATION_CLOSED',
    );
  });
});

describe('POST /api/registration/start attempt limit', () => {
  const limited = setupTestApp({ registrationCodeRateLimitMax: 3 });

  it('answers 429 RATE_LIMITED with Retry-After after N attempts from one address, right or wrong', async () => {
    const school = await schoolOf(limited.db, 'active');
    const attempt = (code: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/registration/start',
        headers: limited.unsafeHeaders(),
        payload: { tripId: school.tripId, registrationCode: code },
      });
    const statuses = [];
    for (const code of ['AAAA-AAAA', 'BBBB-BBBB', school.code]) {
      const response = await attempt(code);
      draftCookieOf(response);
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 201]);
    const blocked = await attempt(school.code);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', message: expect.any(String) });
  });
});

describe('POST /api/registration/code-check attempt limit', () => {
  const limited = setupTestApp({ registrationCodeRateLimitMax: 3 });

  it('answers 429 after N checks from one address, right or wrong, as the start does', async () => {
    const school = await schoolOf(limited.db, 'active');
    const call = (url: string, code: string) =>
      limited.app.inject({
        method: 'POST',
        url,
        headers: limited.unsafeHeaders(),
        payload: { tripId: school.tripId, registrationCode: code },
      });
    const statuses = [];
    for (const code of ['AAAA-AAAA', 'BBBB-BBBB', school.code, school.code]) {
      statuses.push((await call('/api/registration/code-check', code)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await call('/api/registration/start', school.code)).statusCode).toBe(201);
  });
});

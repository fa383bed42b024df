import { registrationDraftSchema } from '@voyage/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrationDrafts, travellers } from '../../src/db/schema/index.ts';
import {
  draftCookieOf,
  draftHashOf,
  readyDraft,
  schoolOf,
  type SchoolOfTrip,
  setupRegistrationApp,
  validDetails,
} from './registration-kit.ts';

const { t, calls } = setupRegistrationApp({ registrationCodeRateLimitMax: 1000 });

async function newDraft(school?: SchoolOfTrip) {
  const at = school ?? (await schoolOf(t.db, 'active'));
  const response = await calls.start({ tripId: at.tripId, registrationCode: at.code });
  return { school: at, cookie: draftCookieOf(response)! };
}

async function storedDraft(cookie: string) {
  const [row] = await t.db
    .select()
    .from(registrationDrafts)
    .where(eq(registrationDrafts.tokenHash, draftHashOf(cookie)));
  return row!;
}

const countTravellers = async () => (await t.db.select({ n: count() }).from(travellers))[0]!.n;

describe('PUT /api/registration/draft (autosave) and GET /api/registration/draft (resume)', () => {
  it('keeps step 2 as typed, even half done, and gives it back after a reload', async () => {
    const { school, cookie } = await newDraft();
    const typed = { firstName: 'maría', dateOfBirth: '2012-0', district: '' as const, roommates: ['nikos'] };
    const saved = await calls.save(typed, cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().details).toEqual(typed);
    const resumed = await calls.draft(school.tripId, cookie);
    expect(resumed.statusCode).toBe(200);
    expect(registrationDraftSchema.parse(resumed.json())).toMatchObject({ step: 'details', details: typed });
  });

  it('has no draft (200 null: a first visit is not an error) without a cookie, with an unknown or malformed one, for another trip, and once expired; saving is then 404', async () => {
    const { school, cookie } = await newDraft();
    const past = await schoolOf(t.db, 'past');
    const none = async (response: Promise<{ statusCode: number; body: string }>) => {
      const answer = await response;
      return [answer.statusCode, answer.body];
    };
    expect(await none(t.app.inject({ url: `/api/registration/draft?trip_id=${school.tripId}` }))).toEqual([
      200,
      'null',
    ]);
    expect(await none(calls.draft(school.tripId, 'voyage.registration=not-a-token'))).toEqual([200, 'null']);
    expect(await none(calls.draft(school.tripId, `voyage.registration=${'A'.repeat(43)}`))).toEqual([200, 'null']);
    expect(await none(calls.draft(past.tripId, cookie))).toEqual([200, 'null']);
    expect((await calls.save({ city: 'X' }, '')).statusCode).toBe(404);
    await t.db
      .update(registrationDrafts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationDrafts.tokenHash, draftHashOf(cookie)));
    expect(await none(calls.draft(school.tripId, cookie))).toEqual([200, 'null']);
    expect((await calls.save({ city: 'X' }, cookie)).statusCode).toBe(404);
  });

  it('refuses fields the form does not have, and stores nothing', async () => {
    const { cookie } = await newDraft();
    const response = await calls.save({ firstName: 'A', status: 'approved' }, cookie);
    expect(response.statusCode).toBe(400);
    expect((await storedDraft(cookie)).details).toEqual({});
  });

  it('answers 409 ALREADY_SUBMITTED once the registration was sent, and keeps what was sent', async () => {
    const school = await schoolOf(t.db, 'active');
    const { cookie } = await readyDraft(t, school);
    expect((await calls.submit(cookie)).statusCode).toBe(201);
    const sent = (await storedDraft(cookie)).details;
    const response = await calls.save({ city: 'Paphos' }, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ALREADY_SUBMITTED');
    expect((await storedDraft(cookie)).details).toEqual(sent);
  });
});

describe('POST /api/registration/draft/details', () => {
  it('checks every rule, stores the details normalised and moves on to the ID step', async () => {
    const { school, cookie } = await newDraft();
    const details = validDetails(school, {
      firstName: '  josé ',
      guardianEmail: 'Parent.Name@Registration.Test',
      registrationCode: school.code.toLowerCase(),
    });
    const response = await calls.details({ details }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const draft = registrationDraftSchema.parse(response.json());
    expect(draft.step).toBe('document');
    expect(draft.details).toMatchObject({
      firstName: 'JOSE',
      guardianEmail: 'parent.name@registration.test',
      roommates: [],
    });
    expect(draft.details).not.toHaveProperty('registrationCode');
  });

  it('takes the roommate fields as the form sends them and keeps only the names given', async () => {
    const { school, cookie } = await newDraft();
    const details = validDetails(school, { roommates: ['', 'nobody registered'] });
    const response = await calls.details({ details }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(registrationDraftSchema.parse(response.json()).details.roommates).toEqual(['NOBODY REGISTERED']);
  });

  const school = () => schoolOf(t.db, 'active');
  // Each field, one bad value, the message the form shows under it.
  const cases: [string, (s: SchoolOfTrip) => Record<string, unknown>, string, string][] = [
    ['firstName', () => ({ firstName: 'Γιώργος' }), 'firstName', 'validation.nameGreek'],
    ['firstName (empty)', () => ({ firstName: ' ' }), 'firstName', 'validation.required'],
    ['lastName', () => ({ lastName: 'O BRIEN 2' }), 'lastName', 'validation.nameLatin'],
    ['gender', () => ({ gender: 'unknown' }), 'gender', 'validation.required'],
    ['dateOfBirth (not a day)', () => ({ dateOfBirth: '2012-02-30' }), 'dateOfBirth', 'validation.date'],
    [
      'dateOfBirth (age)',
      (s) => ({ dateOfBirth: `${Number(s.startsOn.slice(0, 4)) - 30}-01-01` }),
      'dateOfBirth',
      'validation.travellerAge',
    ],
    ['city', () => ({ city: '' }), 'city', 'validation.required'],
    ['city (too long)', () => ({ city: 'x'.repeat(81) }), 'city', 'validation.tooLong'],
    ['district', () => ({ district: 'athens' }), 'district', 'validation.required'],
    ['phone', () => ({ phone: '12 34' }), 'phone', 'validation.phone'],
    ['language', () => ({ language: 'fr' }), 'language', 'validation.required'],
    ['guardianName', () => ({ guardianName: '' }), 'guardianName', 'validation.required'],
    ['guardianEmail', () => ({ guardianEmail: 'not-an-address' }), 'guardianEmail', 'validation.email'],
    [
      'roommates (self)',
      () => ({ firstName: 'ANNA', lastName: 'LEE', roommates: ['lee anna'] }),
      'roommates.0',
      'validation.roommateSelf',
    ],
    [
      'roommates (twice)',
      () => ({ roommates: ['NIKOS PAPAS', 'papas nikos'] }),
      'roommates.1',
      'validation.roommateTwice',
    ],
    ['roommates (three)', () => ({ roommates: ['A B', 'C D', 'E F'] }), 'roommates', 'validation.roommatesMax'],
    ['roommates (Greek)', () => ({ roommates: ['Νίκος Παπάς'] }), 'roommates.0', 'validation.nameGreek'],
    [
      'roommates (the second field, the first empty)',
      () => ({ roommates: ['', 'Νίκος Παπάς'] }),
      'roommates.1',
      'validation.nameGreek',
    ],
    ['nationality (none chosen)', () => ({ nationality: '' }), 'nationality', 'validation.required'],
    ['nationality (not an ISO 3166-1 code)', () => ({ nationality: 'XX' }), 'nationality', 'validation.country'],
    [
      'registrationCode (malformed)',
      () => ({ registrationCode: 'K7' }),
      'registrationCode',
      'validation.registrationCode',
    ],
  ];

  it.each(cases)(
    'answers 400 with the message of %s under its field, and stores nothing',
    async (_name, bad, field, message) => {
      const { school: at, cookie } = await newDraft(await school());
      const response = await calls.details({ details: { ...validDetails(at), ...bad(at) } }, cookie);
      expect(response.statusCode).toBe(400);
      const key = `details.${field}`;
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { [key]: [message] } });
      expect(Object.keys(response.json().fieldErrors)).toEqual([key]);
      expect(await storedDraft(cookie)).toMatchObject({ step: 'details', details: {} });
    },
  );

  it("answers registrationCodeUnknown for another school's code: the draft's school is the one roommates are looked up in", async () => {
    const at = await schoolOf(t.db, 'active', 0);
    const other = await schoolOf(t.db, 'active', 1);
    const { cookie } = await newDraft(at);
    const response = await calls.details({ details: validDetails(at, { registrationCode: other.code }) }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ 'details.registrationCode': ['validation.registrationCodeUnknown'] });
  });

  it('reports every invalid field at once, a missing one as required', async () => {
    const { school: at, cookie } = await newDraft();
    const { city: _city, ...withoutCity } = validDetails(at);
    const response = await calls.details({ details: { ...withoutCity, phone: 'x' } }, cookie);
    expect(response.json().fieldErrors).toEqual({
      'details.city': ['validation.required'],
      'details.phone': ['validation.phone'],
    });
  });

  it.each([
    [
      'inside the details',
      (details: Record<string, unknown>) => ({ details: { ...details, status: 'approved' } }),
      'details.status',
    ],
    ['beside the details', (details: Record<string, unknown>) => ({ details, tripId: 1 }), 'tripId'],
  ])('refuses an unknown field %s (400) and stores nothing', async (_where, body, field) => {
    const { school: at, cookie } = await newDraft();
    const response = await calls.details(body(validDetails(at) as Record<string, unknown>), cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ [field]: ['validation.invalid'] });
    expect(await storedDraft(cookie)).toMatchObject({ step: 'details', details: {} });
  });

  it('does not tell a stranger that a child is registered: the same name and birth date go on like any other', async () => {
    const at = await schoolOf(t.db, 'active');
    const first = await readyDraft(t, at);
    expect((await calls.submit(first.cookie)).statusCode).toBe(201);
    const { cookie } = await newDraft(at);
    const before = await countTravellers();
    const again = validDetails(at, {
      firstName: first.details.firstName.toLowerCase(),
      lastName: first.details.lastName,
      dateOfBirth: first.details.dateOfBirth,
    });
    const response = await calls.details({ details: again }, cookie);
    const unknownChild = await calls.details({ details: validDetails(at) }, (await newDraft(at)).cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(unknownChild.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(Object.keys(unknownChild.json()).sort());
    expect(await countTravellers()).toBe(before);
    expect(await storedDraft(cookie)).toMatchObject({ step: 'document' });
  });

  it('limits step 2 to 30 tries per registration in progress (429)', async () => {
    const { school: at, cookie } = await newDraft();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await calls.details({ details: validDetails(at, { city: `Town ${i}` }) }, cookie)).statusCode);
    }
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses[30]).toBe(429);
  });

  it('answers step 2 alike whether a roommate named is registered, in a full room, or invented', async () => {
    const at = await schoolOf(t.db, 'active', 2);
    const a = validDetails(at);
    const b = validDetails(at);
    const c = validDetails(at);
    const name = (d: typeof a) => `${d.firstName} ${d.lastName}`;
    for (const [details, roommates] of [
      [a, [name(b), name(c)]],
      [b, [name(a), name(c)]],
      [c, [name(a), name(b)]],
    ] as const) {
      const ready = await readyDraft(t, at, { ...details, roommates: [...roommates] });
      expect((await calls.submit(ready.cookie)).statusCode).toBe(201);
    }
    const { cookie } = await newDraft(at);
    const asker = validDetails(at);
    const answer = async (roommate: string) => {
      const response = await calls.details({ details: { ...asker, roommates: [roommate] } }, cookie);
      const body = response.json();
      // Only what was typed and when it was saved may differ.
      return {
        status: response.statusCode,
        body: { ...body, updatedAt: '', details: { ...body.details, roommates: [] } },
      };
    };
    const real = await answer(name(b));
    expect(real.status).toBe(200);
    expect(await answer('NOBODY REGISTERED')).toEqual(real);
    expect(await answer(name(b))).toEqual(real);
  });
});

describe('DELETE /api/registration/draft ("Start over")', () => {
  it('deletes the unsent draft and clears the cookie', async () => {
    const { school, cookie } = await newDraft();
    await calls.save({ firstName: 'ANNA' }, cookie);
    const response = await calls.discard(cookie);
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((entry) => entry.name === 'voyage.registration');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/registration');
    const rows = await t.db
      .select()
      .from(registrationDrafts)
      .where(eq(registrationDrafts.tokenHash, draftHashOf(cookie)));
    expect(rows).toEqual([]);
    expect((await calls.draft(school.tripId, cookie)).body).toBe('null');
  });

  it('answers 204 when there is nothing to delete, and keeps a sent draft (a repeated "Send" finds it)', async () => {
    expect((await calls.discard('')).statusCode).toBe(204);
    const at = await schoolOf(t.db, 'active');
    const { cookie } = await readyDraft(t, at);
    const sent = await calls.submit(cookie);
    expect((await calls.discard(cookie)).statusCode).toBe(204);
    expect((await storedDraft(cookie)).step).toBe('submitted');
    expect((await calls.submit(cookie)).json()).toEqual(sent.json());
  });
});

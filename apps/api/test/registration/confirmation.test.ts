import { confirmationCompletedSchema, confirmationOpenedSchema, type TravellerDetailsInput } from '@voyage/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashAccountToken } from '../../src/accounts/account-token.ts';
import { accountTokens, auditLog, travellers } from '../../src/db/schema/index.ts';
import { mintAccountLink } from '../security/account-links.ts';
import { sessionCookieOf } from '../accounts/fixtures.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import {
  confirmationLinkTo,
  readyDraft,
  schoolOf,
  type SchoolOfTrip,
  setupRegistrationApp,
  uniqueEmail,
  validDetails,
} from './registration-kit.ts';
import { lookUpLink } from '../helpers/account-link-lookup.ts';
import { listRows } from '../helpers/traveller-lists.ts';
import { createAccountRequest } from '../accounts/helpers.ts';

const { t, calls } = setupRegistrationApp({ registrationCodeRateLimitMax: 1000, signInRateLimitMax: 1000 });
const password = 'a family passphrase';
/** POST /api/accounts as the family's browser: a guardian account by the token of its link, with `password`. */
const createGuardianAccount = (account: { token: string | undefined; travellerId: string | undefined; name: string }) =>
  createAccountRequest(t.app, t.unsafeHeaders(), { type: 'guardian', ...account, password, passwordConfirm: password });

/** A sent registration and the token of the link mailed for it. */
async function sentRegistration(overrides: Partial<TravellerDetailsInput> = {}, school?: SchoolOfTrip) {
  const at = school ?? (await schoolOf(t.db, 'active'));
  const { cookie, details } = await readyDraft(t, at, overrides);
  const response = await calls.submit(cookie);
  expect(response.statusCode).toBe(201);
  const { token } = await confirmationLinkTo(t.db, details.guardianEmail);
  return { school: at, details, token, travellerId: response.json().travellerId as string };
}

async function pendingIds(tripId: number): Promise<string[]> {
  const rows = await listRows(t, '/api/registrations/pending', { trip_id: String(tripId) }, await t.signInAsAdmin());
  return rows.map((row) => row.id);
}

const traveller = async (id: string) => (await t.db.select().from(travellers).where(eq(travellers.id, id)))[0]!;
const expireLink = (token: string) =>
  t.db
    .update(accountTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(accountTokens.tokenHash, hashAccountToken(token)));

describe('POST /api/registration/confirmation', () => {
  it("confirms the guardian's e-mail on first opening and puts the registration in the review queue", async () => {
    const sent = await sentRegistration();
    expect(await pendingIds(sent.school.tripId)).not.toContain(sent.travellerId);
    const response = await calls.confirmation('', { token: sent.token });
    expect(response.statusCode, response.body).toBe(200);
    const opened = confirmationOpenedSchema.parse(response.json());
    const { registrationCode: _code, ...typed } = sent.details;
    expect(opened).toMatchObject({
      travellerId: sent.travellerId,
      tripId: sent.school.tripId,
      tripStartsOn: sent.school.startsOn,
      schoolName: sent.school.name,
      details: { ...typed, registrationCode: sent.school.code },
    });
    expect((await traveller(sent.travellerId)).emailConfirmedAt?.toISOString()).toBe(opened.emailConfirmedAt);
    expect(await pendingIds(sent.school.tripId)).toContain(sent.travellerId);

    // A reload shows the same, and confirms nothing twice.
    const again = await calls.confirmation('', { token: sent.token });
    expect(again.statusCode).toBe(200);
    expect(again.json().emailConfirmedAt).toBe(opened.emailConfirmedAt);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'registration.email-confirmed'), eq(auditLog.entityId, sent.travellerId)));
    expect(audits).toHaveLength(1);
  });

  it.each([
    ['malformed', 'not-a-token'],
    ['unknown', 'A'.repeat(43)],
  ])('answers 404 for a %s token', async (_kind, token) => {
    const response = await calls.confirmation('', { token });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('answers 404 for an account link: only a confirmation link confirms', async () => {
    const sent = await sentRegistration();
    const { token } = await mintAccountLink(t.db, {
      purpose: 'guardian-account',
      email: sent.details.guardianEmail,
      travellerId: sent.travellerId,
    });
    expect((await calls.confirmation('', { token })).statusCode).toBe(404);
  });

  it('answers 410 TOKEN_EXPIRED after 7 days, and TOKEN_REVOKED once the registration is deleted', async () => {
    const expired = await sentRegistration();
    await expireLink(expired.token);
    const response = await calls.confirmation('', { token: expired.token });
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
    expect((await traveller(expired.travellerId)).emailConfirmedAt).toBeNull();

    const deleted = await sentRegistration();
    await t.db
      .update(travellers)
      .set({ status: 'deleted', statusBeforeDeletion: 'pending' })
      .where(eq(travellers.id, deleted.travellerId));
    const gone = await calls.confirmation('', { token: deleted.token });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().code).toBe('TOKEN_REVOKED');
  });

  it('is not a link the account screens know: POST /api/accounts/link and POST /api/accounts answer 404', async () => {
    const sent = await sentRegistration();
    expect((await lookUpLink(t, sent.token)).statusCode).toBe(404);
    const create = await createGuardianAccount({ token: sent.token, travellerId: sent.travellerId, name: 'Parent' });
    expect(create.statusCode).toBe(404);
    // The link still works for what it is for.
    expect((await calls.confirmation('', { token: sent.token })).statusCode).toBe(200);
  });
});

describe('POST /api/registration/confirmation/complete', () => {
  it('keeps the checked form, uses the link up, and hands over a working create-account link', async () => {
    const sent = await sentRegistration();
    await calls.confirmation('', { token: sent.token });
    const checked = { ...sent.details, city: 'Paphos', firstName: sent.details.firstName.toLowerCase() };
    const response = await calls.confirmation('/complete', { token: sent.token, details: checked });
    expect(response.statusCode, response.body).toBe(200);
    const completed = confirmationCompletedSchema.parse(response.json());
    expect(completed).toEqual({
      email: sent.details.guardianEmail,
      accountExists: false,
      createAccountPath: expect.stringMatching(new RegExp(`^/create/guardian/[A-Za-z0-9_-]{43}/${sent.travellerId}$`)),
    });
    expect(await traveller(sent.travellerId)).toMatchObject({
      city: 'Paphos',
      firstName: sent.details.firstName,
      status: 'pending',
    });
    const [link] = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashAccountToken(sent.token)));
    expect(link?.usedAt).not.toBeNull();

    for (const path of ['', '/complete'] as const) {
      const reused = await calls.confirmation(path, { token: sent.token, ...(path ? { details: checked } : {}) });
      expect(reused.statusCode).toBe(410);
      expect(reused.json().code).toBe('TOKEN_USED');
    }

    // The path is the existing account flow's: `/create/guardian/{token}/{travellerId}`.
    const [, , , accountToken, travellerId] = completed.createAccountPath!.split('/');
    const info = await lookUpLink(t, accountToken!);
    expect(info.json()).toMatchObject({ purpose: 'guardian-account', email: sent.details.guardianEmail, travellerId });
    const created = await createGuardianAccount({ token: accountToken, travellerId, name: sent.details.guardianName });
    expect(created.statusCode, created.body).toBe(201);
    const mine = await t.app.inject({ url: '/api/my/travellers', headers: { cookie: sessionCookieOf(created)! } });
    expect(mine.json().map((row: { id: string }) => row.id)).toEqual([sent.travellerId]);
  });

  it('completes without opening first, confirming the e-mail too', async () => {
    const sent = await sentRegistration();
    const response = await calls.confirmation('/complete', { token: sent.token, details: sent.details });
    expect(response.statusCode).toBe(200);
    expect((await traveller(sent.travellerId)).emailConfirmedAt).not.toBeNull();
  });

  it('answers 400 with the fields to fix and leaves the link usable', async () => {
    const sent = await sentRegistration();
    const response = await calls.confirmation('/complete', {
      token: sent.token,
      details: { ...sent.details, phone: '1', gender: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      'details.phone': ['validation.phone'],
      'details.gender': ['validation.required'],
    });
    const otherSchool = await schoolOf(t.db, 'active', 1);
    const moved = await calls.confirmation('/complete', {
      token: sent.token,
      details: { ...sent.details, registrationCode: otherSchool.code },
    });
    expect(moved.json().fieldErrors).toEqual({ 'details.registrationCode': ['validation.registrationCodeUnknown'] });
    const readdressed = await calls.confirmation('/complete', {
      token: sent.token,
      details: { ...sent.details, guardianEmail: uniqueEmail() },
    });
    expect(readdressed.json().fieldErrors).toEqual({ 'details.guardianEmail': ['validation.guardianEmailConfirmed'] });
    const extra = await calls.confirmation('/complete', {
      token: sent.token,
      details: { ...sent.details, status: 'approved' },
    });
    expect(extra.json().fieldErrors).toEqual({ 'details.status': ['validation.invalid'] });
    expect((await calls.confirmation('', { token: sent.token })).statusCode).toBe(200);
    expect((await traveller(sent.travellerId)).status).toBe('pending');
  });

  it('marks corrected details naming a registered child for staff, and keeps a one-sided roommate a request', async () => {
    const school = await schoolOf(t.db, 'active', 6);
    const other = await sentRegistration({}, school);
    const sent = await sentRegistration({}, school);
    const asOther = {
      ...sent.details,
      firstName: other.details.firstName,
      lastName: other.details.lastName,
      dateOfBirth: other.details.dateOfBirth,
    };
    const duplicate = await calls.confirmation('/complete', { token: sent.token, details: asOther });
    expect(duplicate.statusCode, duplicate.body).toBe(200);
    expect((await traveller(sent.travellerId)).possibleDuplicateOfId).toBe(other.travellerId);

    const name = (d: TravellerDetailsInput) => `${d.firstName} ${d.lastName}`;
    const b = validDetails(school);
    const c = validDetails(school);
    const a = await sentRegistration({ roommates: [name(b), name(c)] }, school);
    await sentRegistration({ ...b, roommates: [name(a.details)] }, school);
    await sentRegistration({ ...c, roommates: [name(a.details)] }, school);
    const another = await sentRegistration({}, school);
    const asking = await calls.confirmation('/complete', {
      token: another.token,
      details: { ...another.details, roommates: [name(a.details)] },
    });
    expect(asking.statusCode).toBe(200);
    expect((await traveller(another.travellerId)).roommates).toEqual([name(a.details)]);
    expect((await traveller(another.travellerId)).roommateGroupId).toBeNull();
  });

  it('regroups: a traveller who now names a schoolmate shares their room, and the room they left is undone', async () => {
    const school = await schoolOf(t.db, 'active', 7);
    const name = (d: TravellerDetailsInput) => `${d.firstName} ${d.lastName}`;
    const mine = validDetails(school);
    const friend = await sentRegistration({ roommates: [name(mine)] }, school);
    const newFriend = await sentRegistration({ roommates: [name(mine)] }, school);
    const sent = await sentRegistration({ ...mine, roommates: [name(friend.details)] }, school);
    const before = (await traveller(sent.travellerId)).roommateGroupId;
    expect(before).not.toBeNull();
    expect((await traveller(friend.travellerId)).roommateGroupId).toBe(before);

    const response = await calls.confirmation('/complete', {
      token: sent.token,
      details: { ...sent.details, roommates: [name(newFriend.details)] },
    });
    expect(response.statusCode).toBe(200);
    const after = (await traveller(sent.travellerId)).roommateGroupId;
    expect(after).not.toBeNull();
    expect((await traveller(newFriend.travellerId)).roommateGroupId).toBe(after);
    expect((await traveller(friend.travellerId)).roommateGroupId).toBeNull();
  });

  it('answers 409 once staff have reviewed the registration: the form is not theirs to change any more', async () => {
    const sent = await sentRegistration();
    await t.db.update(travellers).set({ status: 'approved' }).where(eq(travellers.id, sent.travellerId));
    const response = await calls.confirmation('/complete', {
      token: sent.token,
      details: { ...sent.details, city: 'Nicosia' },
    });
    expect(response.statusCode).toBe(409);
    expect((await traveller(sent.travellerId)).city).toBe(sent.details.city);
  });

  it("lets a brother's or sister's registration with the same e-mail reach the one account", async () => {
    const school = await schoolOf(t.db, 'active');
    const first = await sentRegistration({}, school);
    const completed = confirmationCompletedSchema.parse(
      (await calls.confirmation('/complete', { token: first.token, details: first.details })).json(),
    );
    const [, , , accountToken] = completed.createAccountPath!.split('/');
    const created = await createGuardianAccount({
      token: accountToken,
      travellerId: first.travellerId,
      name: 'Parent',
    });
    expect(created.statusCode).toBe(201);

    const second = await sentRegistration(
      { guardianEmail: first.details.guardianEmail, guardianName: first.details.guardianName },
      school,
    );
    const response = await calls.confirmation('/complete', { token: second.token, details: second.details });
    expect(response.json()).toEqual({
      email: first.details.guardianEmail,
      accountExists: true,
      createAccountPath: null,
    });
    const cookie = await t.signIn(first.details.guardianEmail, password);
    const mine = await t.app.inject({ url: '/api/my/travellers', headers: { cookie } });
    expect(
      mine
        .json()
        .map((row: { id: string }) => row.id)
        .sort(),
    ).toEqual([first.travellerId, second.travellerId].sort());
  });
});

describe('POST /api/registration/confirmation/renew', () => {
  it('mails a fresh link for an expired one; the old link is then withdrawn and renews no more', async () => {
    const sent = await sentRegistration({ language: 'el' });
    await expireLink(sent.token);
    const response = await calls.confirmation('/renew', { token: sent.token });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ sentTo: sent.details.guardianEmail });
    const fresh = await confirmationLinkTo(t.db, sent.details.guardianEmail);
    expect(fresh.token).not.toBe(sent.token);

    const old = await calls.confirmation('', { token: sent.token });
    expect(old.statusCode).toBe(410);
    expect(old.json().code).toBe('TOKEN_REVOKED');
    expect((await calls.confirmation('/renew', { token: sent.token })).json().code).toBe('TOKEN_REVOKED');
    expect((await calls.confirmation('', { token: fresh.token })).statusCode).toBe(200);
  });

  it('does not renew a link that still works (409), a used one (410 TOKEN_USED) or an unknown one (404)', async () => {
    const sent = await sentRegistration();
    expect((await calls.confirmation('/renew', { token: sent.token })).statusCode).toBe(409);
    await calls.confirmation('/complete', { token: sent.token, details: sent.details });
    await expireLink(sent.token);
    const used = await calls.confirmation('/renew', { token: sent.token });
    expect(used.statusCode).toBe(410);
    expect(used.json().code).toBe('TOKEN_USED');
    expect((await calls.confirmation('/renew', { token: 'B'.repeat(43) })).statusCode).toBe(404);
  });
});

describe('confirmation attempt limit', () => {
  const limited = setupTestApp({ signInRateLimitMax: 2 });

  it.each(['', '/complete', '/renew'])(
    'answers 429 with Retry-After on /api/registration/confirmation%s',
    async (path) => {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: `/api/registration/confirmation${path}`,
          headers: limited.unsafeHeaders(),
          payload: { token: 'C'.repeat(43), ...(path === '/complete' ? { details: {} } : {}) },
        });
      await attempt();
      await attempt();
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    },
  );
});

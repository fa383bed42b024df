import { myRoommatesSchema, type MyRoommates, type TravellerDetailsInput } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, travellers } from '../../src/db/schema/index.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import {
  readyDraft,
  registrationCalls,
  removeRegistrationsAfterAll,
  schoolOf,
  validDetails,
  type SchoolOfTrip,
} from './registration-kit.ts';

/**
 * Roommates are mutual (docs/product/registration.md#roommates): a name typed at registration is a request that
 * joins a room only when named back, at registration or from My Voyage; the family can withdraw it there.
 */

const t = setupTestApp({ registrationCodeRateLimitMax: 1000 });
removeRegistrationsAfterAll(t);
const calls = registrationCalls(t);
const name = (details: Pick<TravellerDetailsInput, 'firstName' | 'lastName'>) =>
  `${details.firstName} ${details.lastName}`;

/** Sends a registration through the public flow; the family's e-mail confirmed, as its link does. */
async function registered(school: SchoolOfTrip, overrides: Partial<TravellerDetailsInput> = {}) {
  const { cookie, details } = await readyDraft(t, school, overrides);
  const response = await calls.submit(cookie);
  const id = response.json().travellerId as string;
  await t.db.update(travellers).set({ emailConfirmedAt: new Date() }).where(eq(travellers.id, id));
  return { id, details, response };
}

const row = async (id: string) => (await t.db.select().from(travellers).where(eq(travellers.id, id)))[0]!;

function roommatesOf(family: string, id: string) {
  const url = `/api/my/travellers/${id}/roommates`;
  return {
    read: async () => t.app.inject({ url, headers: { cookie: family } }),
    withdraw: (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `${url}/withdraw`, headers: t.unsafeHeaders(family), payload: body }),
    confirm: (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `${url}/confirm`, headers: t.unsafeHeaders(family), payload: body }),
  };
}

async function seen(family: string, id: string): Promise<MyRoommates> {
  const response = await roommatesOf(family, id).read();
  expect(response.statusCode, response.body).toBe(200);
  return myRoommatesSchema.parse(response.json());
}

describe('a stranger naming a registered child', () => {
  it('joins nothing and learns nothing: a real name and an invented one get the same answers', async () => {
    const school = await schoolOf(t.db, 'active', 1);
    // The child and two friends already share a full room, all three naming each other.
    const [a, b, c] = [validDetails(school), validDetails(school), validDetails(school)];
    const child = await registered(school, { ...a, roommates: [name(b), name(c)] });
    await registered(school, { ...b, roommates: [name(a), name(c)] });
    await registered(school, { ...c, roommates: [name(a), name(b)] });
    const room = (await row(child.id)).roommateGroupId;
    expect(room).not.toBeNull();

    const stranger = await registered(school, { roommates: [`${a.lastName} ${a.firstName}`] });
    const inventor = await registered(school, { roommates: ['NOBODY INVENTED'] });
    const shape = (response: typeof stranger.response) => ({
      status: response.statusCode,
      keys: Object.keys(response.json()).sort(),
    });
    expect(shape(stranger.response)).toEqual({ status: 201, keys: ['guardianEmail', 'travellerId'] });
    expect(shape(inventor.response)).toEqual(shape(stranger.response));

    expect((await row(stranger.id)).roommateGroupId).toBeNull();
    expect((await row(child.id)).roommateGroupId).toBe(room);
    const strangerFamily = await t.signInAsGuardian(stranger.details.guardianEmail);
    const inventorFamily = await t.signInAsGuardian(inventor.details.guardianEmail);
    expect(await seen(strangerFamily, stranger.id)).toEqual({
      named: [{ name: `${a.lastName} ${a.firstName}`, together: false }],
      requests: [],
    });
    expect(await seen(inventorFamily, inventor.id)).toEqual({
      named: [{ name: 'NOBODY INVENTED', together: false }],
      requests: [],
    });
    // The child's family sees who asks, and nobody else's family does.
    const childFamily = await t.signInAsGuardian(child.details.guardianEmail);
    expect((await seen(childFamily, child.id)).requests).toEqual([{ id: stranger.id, name: name(stranger.details) }]);
    expect((await roommatesOf(strangerFamily, child.id).read()).statusCode).toBe(404);
  });
});

describe('My Voyage roommates', () => {
  it('forms a room when the named family confirms, and undoes it when the name is withdrawn', async () => {
    const school = await schoolOf(t.db, 'active', 2);
    const friend = await registered(school);
    const asker = await registered(school, { roommates: [name(friend.details)] });
    const friendFamily = await t.signInAsGuardian(friend.details.guardianEmail);
    const askerFamily = await t.signInAsGuardian(asker.details.guardianEmail);
    expect((await row(asker.id)).roommateGroupId).toBeNull();

    const confirmed = await roommatesOf(friendFamily, friend.id).confirm({ travellerId: asker.id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ named: [{ name: name(asker.details), together: true }], requests: [] });
    const room = (await row(asker.id)).roommateGroupId;
    expect(room).not.toBeNull();
    expect((await row(friend.id)).roommateGroupId).toBe(room);
    expect((await seen(askerFamily, asker.id)).named).toEqual([{ name: name(friend.details), together: true }]);
    // Confirming again: that schoolmate is no longer asking.
    expect((await roommatesOf(friendFamily, friend.id).confirm({ travellerId: asker.id })).statusCode).toBe(404);

    const withdrawn = await roommatesOf(askerFamily, asker.id).withdraw({ name: name(friend.details) });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toEqual({ named: [], requests: [{ id: friend.id, name: name(friend.details) }] });
    expect((await row(asker.id)).roommateGroupId).toBeNull();
    expect((await row(friend.id)).roommateGroupId).toBeNull();
    expect((await seen(friendFamily, friend.id)).named).toEqual([{ name: name(asker.details), together: false }]);

    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, asker.id));
    expect(audited.map((entry) => [entry.action, entry.details])).toContainEqual([
      'registration.details-changed',
      { fields: ['roommates'], roommates: 'withdrawn' },
    ]);
  });

  it('refuses a third name, a name not typed, another family and a cancelled registration', async () => {
    const school = await schoolOf(t.db, 'active', 3);
    const [x, y] = [validDetails(school), validDetails(school)];
    const full = await registered(school, { roommates: [name(x), name(y)] });
    const asker = await registered(school, { roommates: [name(full.details)] });
    const family = await t.signInAsGuardian(full.details.guardianEmail);
    const other = await t.signInAsGuardian(asker.details.guardianEmail);

    const third = await roommatesOf(family, full.id).confirm({ travellerId: asker.id });
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('ROOMMATES_MAX');
    expect((await roommatesOf(family, full.id).withdraw({ name: 'NOT TYPED' })).statusCode).toBe(404);
    expect((await roommatesOf(other, full.id).withdraw({ name: name(x) })).statusCode).toBe(404);
    expect((await roommatesOf(family, full.id).withdraw({ name: name(x), extra: 1 })).statusCode).toBe(400);

    await t.db.update(travellers).set({ status: 'cancelled' }).where(eq(travellers.id, full.id));
    const late = await roommatesOf(family, full.id).withdraw({ name: name(x) });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CONFLICT');
    expect((await row(full.id)).roommates).toEqual([name(x), name(y)]);
  });
});

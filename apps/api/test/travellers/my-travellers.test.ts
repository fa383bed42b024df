import { randomUUID } from 'node:crypto';
import { travellerSchema } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { travellers } from '../../src/db/schema/index.ts';
import { addRegistration, setupAppWithRegistrations } from '../accounts/fixtures.ts';
import { seededGuardianEmails } from '../helpers/guardian-users.ts';

const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });

async function seededFamily(index: number) {
  const email = (await seededGuardianEmails(t.db, index + 1))[index]!;
  const rows = await t.db
    .select({ id: travellers.id, status: travellers.status })
    .from(travellers)
    .where(eq(travellers.guardianEmail, email));
  return {
    email,
    ids: rows.filter((row) => row.status !== 'deleted').map((row) => row.id),
    cookie: await t.signInAsGuardian(email),
  };
}

describe('GET /api/my/travellers', () => {
  it("answers the guardian's own registrations only, in the travellers' shape", async () => {
    const a = await seededFamily(0);
    const response = await t.app.inject({ url: '/api/my/travellers', headers: { cookie: a.cookie } });
    expect(response.statusCode).toBe(200);
    const list = travellerSchema.array().parse(response.json());
    expect(list.map((traveller) => traveller.id).sort()).toEqual([...a.ids].sort());
    expect(list.every((traveller) => traveller.guardianEmail === a.email)).toBe(true);
  });

  it('includes a sibling registered with the same e-mail, and not a deleted registration', async () => {
    const family = await addRegistration(t.db);
    const sibling = await addRegistration(t.db, { guardianEmail: family.guardianEmail });
    const deleted = await addRegistration(t.db, {
      guardianEmail: family.guardianEmail,
      status: 'deleted',
      statusBeforeDeletion: 'pending',
    });
    const cookie = await t.signInAsGuardian(family.guardianEmail);
    const ids = (await t.app.inject({ url: '/api/my/travellers', headers: { cookie } }))
      .json()
      .map((row: { id: string }) => row.id);
    expect(ids.sort()).toEqual([family.id, sibling.id].sort());
    expect(ids).not.toContain(deleted.id);
  });

  it('leaves out a registration whose e-mail link was never opened: anyone can type an address into the form', async () => {
    const family = await addRegistration(t.db);
    const stranger = await addRegistration(t.db, { guardianEmail: family.guardianEmail, emailConfirmedAt: null });
    const cookie = await t.signInAsGuardian(family.guardianEmail);
    const ids = (await t.app.inject({ url: '/api/my/travellers', headers: { cookie } }))
      .json()
      .map((row: { id: string }) => row.id);
    expect(ids).toEqual([family.id]);
    const one = await t.app.inject({ url: `/api/my/travellers/${stranger.id}`, headers: { cookie } });
    expect(one.statusCode).toBe(404);
  });

  it('is 401 without a session and 403 for an admin, who is nobody’s guardian', async () => {
    expect((await t.app.inject({ url: '/api/my/travellers' })).statusCode).toBe(401);
    const response = await t.app.inject({ url: '/api/my/travellers', headers: { cookie: await t.signInAsAdmin() } });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });
});

describe('GET /api/my/travellers/:id', () => {
  it('answers one of the guardian’s own travellers', async () => {
    const a = await seededFamily(0);
    const response = await t.app.inject({ url: `/api/my/travellers/${a.ids[0]}`, headers: { cookie: a.cookie } });
    expect(response.statusCode).toBe(200);
    expect(travellerSchema.parse(response.json()).id).toBe(a.ids[0]);
  });

  it('answers 404, not 403, for another family’s traveller, and leaks nothing of it', async () => {
    const a = await seededFamily(0);
    const b = await seededFamily(1);
    const response = await t.app.inject({ url: `/api/my/travellers/${a.ids[0]}`, headers: { cookie: b.cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expect(response.body).not.toContain(a.email);
    const list = await t.app.inject({ url: '/api/my/travellers', headers: { cookie: b.cookie } });
    for (const id of a.ids) expect(list.body).not.toContain(id);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const a = await seededFamily(0);
    for (const id of [randomUUID(), 'not-a-uuid', '1']) {
      expect((await t.app.inject({ url: `/api/my/travellers/${id}`, headers: { cookie: a.cookie } })).statusCode).toBe(
        404,
      );
    }
  });
});

import { addDays, correctionResultSchema, daysBetween, myCorrectionsSchema, tripDate } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRequests, trips } from '../../src/db/schema/index.ts';
import { setupAppWithRegistrations } from '../accounts/fixtures.ts';
import { correctionsKit } from './corrections-kit.ts';

/**
 * Corrections by the family (docs/product/corrections.md): before the trip's freeze day the family's correction
 * is made at once; from it, the same call sends a request and changes nothing.
 */
const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });
const kit = correctionsKit(t);

let active: typeof trips.$inferSelect;
beforeAll(async () => {
  [active] = (await t.db.select().from(trips).where(eq(trips.active, true))) as [typeof active];
});
afterAll(() =>
  t.db.update(trips).set({ correctionsFreezeDays: active.correctionsFreezeDays }).where(eq(trips.id, active.id)),
);

describe('PATCH /api/my/travellers/:id/details before the freeze', () => {
  it('corrects at once, audits the fields by name with the family as the actor, and staff see it in the timeline', async () => {
    const family = await kit.family('COR');
    const response = await kit.correct(family.cookie, family.id, { phone: '+357 96 555 010', city: 'Paphos' });
    expect(response.statusCode, response.body).toBe(200);
    const result = correctionResultSchema.parse(response.json());
    expect(result).toMatchObject({ outcome: 'applied', fields: ['phone', 'city'], request: null });
    expect(result.traveller).toMatchObject({ phone: '+357 96 555 010', city: 'Paphos' });
    expect(await kit.row(family.id)).toMatchObject({ phone: '+357 96 555 010', city: 'Paphos' });

    const [audited, ...more] = await kit.auditOf('registration.corrected-by-family', family.id);
    expect(more).toHaveLength(0);
    expect(audited!.details).toEqual({ fields: ['phone', 'city'] });
    expect(audited!.actorUserId).not.toBeNull();
    expect(JSON.stringify(audited)).not.toMatch(/555|Paphos/);

    const admin = await t.signInAsAdmin();
    const timeline = await t.app.inject({
      url: `/api/admin/travellers/${family.id}/timeline`,
      headers: { cookie: admin },
    });
    expect(timeline.json()).toContainEqual(
      expect.objectContaining({
        event: 'corrected-by-family',
        fields: ['phone', 'city'],
        actorName: expect.any(String),
      }),
    );
    const own = await t.app.inject({
      url: `/api/my/travellers/${family.id}/timeline`,
      headers: { cookie: family.cookie },
    });
    expect(own.json()).toContainEqual(
      expect.objectContaining({ event: 'corrected-by-family', fields: ['phone', 'city'] }),
    );
    expect(await t.db.select().from(changeRequests).where(eq(changeRequests.travellerId, family.id))).toEqual([]);
  });

  it('says until which day the family corrects, and writes nothing when nothing changed', async () => {
    const family = await kit.family('COU');
    const read = myCorrectionsSchema.parse((await kit.corrections(family.cookie, family.id)).json());
    expect(read).toEqual({
      isOpen: true,
      frozen: false,
      freezesOn: addDays(active.startsOn, -active.correctionsFreezeDays),
      requests: [],
    });
    const before = await kit.row(family.id);
    const same = await kit.correct(family.cookie, family.id, {});
    expect(same.json()).toMatchObject({ outcome: 'unchanged', fields: [] });
    expect((await kit.row(family.id)).updatedAt).toEqual(before.updatedAt);
    expect(await kit.auditOf('registration.corrected-by-family', family.id)).toHaveLength(0);
  });

  it('takes only what a family corrects, under the registration form’s rules, keyed as the body names them', async () => {
    const family = await kit.family('COV');
    const email = await kit.correct(family.cookie, family.id, { guardianEmail: 'other@example.com' } as object);
    expect(email.statusCode).toBe(400);
    expect(email.json().fieldErrors).toHaveProperty(['details.guardianEmail']);
    const bad = await kit.correct(family.cookie, family.id, { phone: '12', city: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      'details.phone': ['validation.phone'],
      'details.city': ['validation.required'],
    });
    const self = await kit.correct(family.cookie, family.id, { roommates: [family.name.toLowerCase()] });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { 'details.roommates.0': ['validation.roommateSelf'] },
    });
    const three = await kit.correct(family.cookie, family.id, { roommates: ['ANNA A', 'ANNA B', 'ANNA C'] });
    expect(three.json().fieldErrors).toMatchObject({ 'details.roommates': ['validation.roommatesMax'] });
  });

  it('groups two children who now name each other, and never refuses the family for a full room', async () => {
    const a = await kit.family('COA');
    const b = await kit.family('COB');
    const [c, d] = [await kit.family('COC'), await kit.family('COD')];
    // B already shares a room with C and D, all three naming each other.
    await kit.correct(b.cookie, b.id, { roommates: [c.name, d.name] });
    await kit.correct(c.cookie, c.id, { roommates: [b.name, d.name] });
    await kit.correct(d.cookie, d.id, { roommates: [b.name, c.name] });
    // B's family swaps D for A (B, C and D stay one room through C), then A's family names B back: a room of
    // four, which a family's answer does not reveal.
    await kit.correct(b.cookie, b.id, { roommates: [c.name, a.name] });
    const named = await kit.correct(a.cookie, a.id, { roommates: [b.name] });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ outcome: 'applied', fields: ['roommates'] });
    const [rowA, rowB] = [await kit.row(a.id), await kit.row(b.id)];
    expect(rowA.roommateGroupId).not.toBeNull();
    expect(rowA.roommateGroupId).toBe(rowB.roommateGroupId);
  });

  it("is another family's 404, staff's 403, and closed once the registration is cancelled", async () => {
    const family = await kit.family('COO');
    const other = await kit.family('COP');
    expect((await kit.correct(other.cookie, family.id, { city: 'Larnaca' })).statusCode).toBe(404);
    expect((await kit.corrections(other.cookie, family.id)).statusCode).toBe(404);
    expect((await kit.correct(await t.signInAsAdmin(), family.id, { city: 'Larnaca' })).statusCode).toBe(403);
    await kit.cancel(family.id);
    const closed = await kit.correct(family.cookie, family.id, { city: 'Larnaca' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('CORRECTIONS_CLOSED');
    expect((await kit.corrections(family.cookie, family.id)).json()).toMatchObject({ isOpen: false });
  });
});

describe('PATCH /api/my/travellers/:id/details from the freeze day', () => {
  /** Moves the active trip's freeze so that it starts today (Cyprus time), or tomorrow. */
  const freezeFrom = (day: 'today' | 'tomorrow') =>
    t.db
      .update(trips)
      .set({ correctionsFreezeDays: daysBetween(tripDate(new Date()), active.startsOn) - (day === 'today' ? 0 : 1) })
      .where(eq(trips.id, active.id));

  it('changes nothing and sends a request instead, from the trip’s freeze day on', async () => {
    const family = await kit.family('CRF');
    await freezeFrom('tomorrow');
    expect((await kit.corrections(family.cookie, family.id)).json()).toMatchObject({
      frozen: false,
      freezesOn: addDays(tripDate(new Date()), 1),
    });
    await freezeFrom('today');
    expect((await kit.corrections(family.cookie, family.id)).json()).toMatchObject({
      frozen: true,
      freezesOn: tripDate(new Date()),
    });
    const before = await kit.row(family.id);
    const response = await kit.correct(family.cookie, family.id, { phone: '+357 97 111 222', district: 'paphos' });
    expect(response.statusCode, response.body).toBe(200);
    const result = correctionResultSchema.parse(response.json());
    expect(result).toMatchObject({ outcome: 'requested', fields: ['phone', 'district'] });
    expect(result.request).toMatchObject({
      status: 'waiting',
      decidedAt: null,
      reason: null,
      changes: [
        { field: 'phone', from: before.phone, to: '+357 97 111 222' },
        { field: 'district', from: before.district, to: 'paphos' },
      ],
    });
    expect(await kit.row(family.id)).toEqual(before);
    const [audited] = await kit.auditOf('change-request.sent', family.id);
    expect(audited!.details).toEqual({ changeRequestId: result.request!.id, fields: ['phone', 'district'] });
    expect(JSON.stringify(audited)).not.toContain('111');
    expect((await kit.corrections(family.cookie, family.id)).json().requests).toEqual([result.request]);
  });

  it('takes one request at a time; a waiting one the family may withdraw, which leaves the list', async () => {
    const family = await kit.family('CRW', { frozen: true });
    const first = (await kit.correct(family.cookie, family.id, { city: 'Larnaca' })).json();
    const second = await kit.correct(family.cookie, family.id, { city: 'Paphos' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('CHANGE_REQUEST_WAITING');
    const other = await kit.family('CRX', { frozen: true });
    expect((await kit.withdraw(other.cookie, family.id, first.request.id)).statusCode).toBe(404);
    expect((await kit.withdraw(other.cookie, other.id, first.request.id)).statusCode).toBe(404);

    const withdrawn = await kit.withdraw(family.cookie, family.id, first.request.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ frozen: true, requests: [] });
    expect((await kit.auditOf('change-request.withdrawn', family.id))[0]!.details).toEqual({
      changeRequestId: first.request.id,
      fields: ['city'],
    });
    expect((await kit.withdraw(family.cookie, family.id, first.request.id)).statusCode).toBe(404);
    expect((await kit.correct(family.cookie, family.id, { city: 'Paphos' })).json().outcome).toBe('requested');
  });
});

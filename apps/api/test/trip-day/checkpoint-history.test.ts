import type { CheckpointHistory, TripDayPack } from '@voyage/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app.ts';
import { action, staffMember, tripDayWorld } from './trip-day-kit.ts';

/** Who marked whom at a checkpoint, where and when (docs/product/trip-day.md#the-office). */
const t = setupTestApp({ signInRateLimitMax: 1000 });
let world: Awaited<ReturnType<typeof tripDayWorld>>;
let escort: Awaited<ReturnType<typeof staffMember>>;
let secondEscort: Awaited<ReturnType<typeof staffMember>>;

const history = (id: number, key: string) => `/api/admin/trip-day/departures/${id}/checkpoints/${key}/history`;
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const send = (departureId: number, cookie: string, batch: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/trip-day/departures/${departureId}/actions`,
    headers: t.unsafeHeaders(cookie),
    payload: { actions: batch },
  });
const mark = (travellerId: string, state: string, reason: string | null = null, checkpointKey = 'hotel') =>
  action({ type: 'mark', checkpointKey, travellerId, state, reason });

beforeAll(async () => {
  world = await tripDayWorld(t);
  escort = await staffMember(t, 'escort', [world.a]);
  secondEscort = await staffMember(t, 'escort', [world.a]);
});

describe('GET /api/admin/trip-day/departures/:id/checkpoints/:key/history', () => {
  it("gives two escorts' marks, an undo and a close in the phones' order, with names, times and what was undone", async () => {
    const [first, second, third] = world.travellers.map((row) => row.id) as [string, string, string];
    const wrong = mark(first, 'missing');
    const undo = action({ type: 'undo', undoes: wrong.actionId });
    const present = mark(first, 'present');
    const ill = mark(second, 'absent', 'ill-in-room');
    const found = mark(third, 'present');
    const elsewhere = mark(third, 'present', null, 'day-1-outing-1');
    const close = action({ type: 'close', checkpointKey: 'hotel' });
    // The second escort's phone was offline: its marks arrive after the first escort's close.
    const mine = await send(world.a, escort.cookie, [wrong, undo, present, elsewhere]);
    expect(mine.statusCode, mine.body).toBe(200);
    await send(world.a, secondEscort.cookie, [ill, found]);
    await send(world.a, escort.cookie, [close]);

    const admin = await t.signInAsAdmin();
    const response = await get(history(world.a, 'hotel'), admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CheckpointHistory>();
    expect(body.checkpointKey).toBe('hotel');
    expect(body.title).toEqual({ el: 'Ξενοδοχείο: Hôtel du Jour', en: 'Hotel: Hôtel du Jour' });
    expect(body.travellers.map((traveller) => traveller.id).sort()).toEqual([first, second, third].sort());
    expect(body.entries.map((entry) => entry.actionId)).toEqual(
      [wrong, undo, present, ill, found, close].map((sent) => sent.actionId),
    );
    const [markedWrong, undoing, , absent, , closed] = body.entries;
    expect(markedWrong).toMatchObject({
      kind: 'mark',
      travellerId: first,
      state: 'missing',
      by: escort.id,
      byName: escort.name,
      at: wrong.at,
      undone: true,
    });
    expect(undoing).toMatchObject({ kind: 'undo', undoes: wrong.actionId, travellerId: first, undone: false });
    expect(absent).toMatchObject({
      kind: 'mark',
      travellerId: second,
      state: 'absent',
      reason: 'ill-in-room',
      by: secondEscort.id,
      byName: secondEscort.name,
      at: ill.at,
      undone: false,
    });
    expect(closed).toMatchObject({ kind: 'close', travellerId: null, by: escort.id, at: close.at, undone: false });
    // When each arrived: the second escort's marks after the first escort's own.
    expect(Date.parse(absent!.recordedAt)).toBeGreaterThanOrEqual(Date.parse(markedWrong!.recordedAt));
    expect(Date.parse(closed!.recordedAt)).toBeGreaterThanOrEqual(Date.parse(absent!.recordedAt));

    // An escort of the departure reads it too, and an added checkpoint has a history of its own.
    const added = action({ type: 'add-checkpoint', title: 'Métro', date: '2099-04-11', time: '08:00' });
    await send(world.a, secondEscort.cookie, [added]);
    const own = await get(history(world.a, `added-${added.actionId}`), escort.cookie);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<CheckpointHistory>()).toMatchObject({
      title: { el: 'Métro', en: 'Métro' },
      entries: [{ kind: 'add-checkpoint', title: 'Métro', byName: secondEscort.name }],
    });
  });

  it('leaves the pack a phone downloads late carrying the same actions', async () => {
    const [first] = world.travellers.map((row) => row.id) as [string];
    const key = 'day-1-outing-1';
    await send(world.a, escort.cookie, [mark(first, 'present', null, key)]);
    const pack = await get(`/api/admin/trip-day/departures/${world.a}/pack`, secondEscort.cookie);
    expect(pack.statusCode, pack.body).toBe(200);
    const ofOuting = (await get(history(world.a, key), secondEscort.cookie)).json<CheckpointHistory>();
    const packed = pack.json<TripDayPack>().actions.map((recorded) => recorded.actionId);
    expect(ofOuting.entries.length).toBeGreaterThan(0);
    for (const entry of ofOuting.entries) expect(packed).toContain(entry.actionId);
  });

  it("answers 404 for another departure's escort, an unknown departure and a checkpoint the departure lacks", async () => {
    expect((await get(history(world.b, 'hotel'), escort.cookie)).statusCode).toBe(404);
    const admin = await t.signInAsAdmin();
    expect((await get(history(world.b, 'hotel'), admin)).statusCode).toBe(200);
    expect((await get(history(999_999, 'hotel'), admin)).statusCode).toBe(404);
    expect((await get(history(world.a, 'day-99-outing-1'), admin)).statusCode).toBe(404);
    expect((await get(history(world.a, 'no such key'), admin)).statusCode).toBe(404);
  });

  it('refuses the roles without the trip day', async () => {
    for (const role of ['finance', 'health', 'readonly'] as const) {
      const member = await staffMember(t, role);
      const response = await get(history(world.a, 'hotel'), member.cookie);
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toMatchObject({ code: 'ROLE_NOT_INCLUDED' });
    }
  });
});

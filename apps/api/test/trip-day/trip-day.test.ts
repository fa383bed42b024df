import type { Trip, TripDayOffice, TripDayPack } from '@voyage/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tripDayActions } from '../../src/db/schema/index.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { action, staffMember, tripDayWorld } from './trip-day-kit.ts';

/** The trip day's pack, actions and office view (docs/product/trip-day.md). */
const t = setupTestApp({ signInRateLimitMax: 1000 });
let world: Awaited<ReturnType<typeof tripDayWorld>>;
let escort: Awaited<ReturnType<typeof staffMember>>;
let secondEscort: Awaited<ReturnType<typeof staffMember>>;

const pack = (id: number) => `/api/admin/trip-day/departures/${id}/pack`;
const actions = (id: number) => `/api/admin/trip-day/departures/${id}/actions`;
const office = (id: number) => `/api/admin/trip-day/departures/${id}/checkpoints`;
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const send = (departureId: number, cookie: string, batch: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: actions(departureId),
    headers: t.unsafeHeaders(cookie),
    payload: { actions: batch },
  });

beforeAll(async () => {
  world = await tripDayWorld(t);
  escort = await staffMember(t, 'escort', [world.a]);
  secondEscort = await staffMember(t, 'escort', [world.a]);
});

describe('GET /api/admin/trip-day/departures/:id/pack', () => {
  it("gives an escort their departure's roster, flights, hotel, programme and checkpoints, flags and no diagnosis", async () => {
    const response = await get(pack(world.a), escort.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TripDayPack>();
    expect(body.departure).toMatchObject({
      id: world.a,
      hotel: 'Hôtel du Jour',
      escorts: [{ phone: '+357 99 000111' }],
    });
    expect(body.travellers.map((traveller) => traveller.id).sort()).toEqual(
      world.travellers.map((row) => row.id).sort(),
    );
    const withRecord = body.travellers.find((traveller) => traveller.id === world.travellers[0]!.id)!;
    expect(withRecord.flags.map((flag) => flag.kind)).toEqual(['anaphylaxis', 'medicine', 'swim']);
    expect(withRecord.card).toMatchObject({
      guardian: { phone: '+357 99 123456' },
      contacts: [{ phone: '+357 99 765432' }],
      medicines: [{ name: 'Ventolin', times: ['08:00', '20:00'] }],
      insurance: { ehicNumber: 'CY123456789' },
    });
    for (const word of ['Arachides', 'Exercise asthma', 'severe']) expect(response.body).not.toContain(word);
    expect(body.checkpoints.map((checkpoint) => checkpoint.key)).toContain('hotel');
    expect(body.wipeOn).toBe('2099-05-15');
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trip-day.pack-downloaded'), eq(auditLog.actorUserId, escort.id)));
    expect(rows).toHaveLength(1);
  });

  it("carries the trip's emergency numbers as its settings hold them, a change included", async () => {
    const admin = await t.signInAsAdmin();
    const before = (await get(pack(world.a), admin)).json<TripDayPack>();
    expect(before.trip.emergency).toEqual({
      institutePhone: '+357 22 000 247',
      insurerName: 'Kypros Travel Assurance',
      insurerPhone: '+357 22 000 911',
      policyNumber: expect.stringMatching(/^KTA-GRP-\d{4}-004815$/),
    });
    const trip = (await get(`/api/trip?trip_id=${world.tripId}`, admin)).json<Trip>();
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/trips/${world.tripId}`,
      headers: t.unsafeHeaders(admin),
      payload: {
        changes: { insurerEmergencyPhone: '+33 1 45 67 89 10', insurancePolicyNumber: null },
        expectedUpdatedAt: trip.updatedAt,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await get(pack(world.a), admin)).json<TripDayPack>();
    expect(after.trip.emergency).toEqual({
      ...before.trip.emergency,
      insurerPhone: '+33 1 45 67 89 10',
      policyNumber: null,
    });
  });

  it('answers an escort 404 for another departure, and lets an administrator download any', async () => {
    expect((await get(pack(world.b), escort.cookie)).statusCode).toBe(404);
    expect((await get(office(world.b), escort.cookie)).statusCode).toBe(404);
    expect((await send(world.b, escort.cookie, [action({ type: 'close', checkpointKey: 'hotel' })])).statusCode).toBe(
      404,
    );
    const admin = await t.signInAsAdmin();
    expect((await get(pack(world.b), admin)).statusCode).toBe(200);
  });

  it('refuses the roles without the trip day', async () => {
    for (const role of ['finance', 'health', 'readonly'] as const) {
      const member = await staffMember(t, role);
      const response = await get(pack(world.a), member.cookie);
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toMatchObject({ code: 'ROLE_NOT_INCLUDED' });
    }
  });
});

describe('POST /api/admin/trip-day/departures/:id/actions', () => {
  it('refuses to close while anyone is unaccounted for, then closes; a replay records nothing new', async () => {
    const [first, second, third] = world.travellers.map((row) => row.id) as [string, string, string];
    const mark = (travellerId: string, state: string, reason: string | null = null) =>
      action({ type: 'mark', checkpointKey: 'hotel', travellerId, state, reason });
    const early = [
      mark(first, 'present'),
      mark(second, 'absent', 'ill-in-room'),
      action({ type: 'close', checkpointKey: 'hotel' }),
    ];
    const refused = await send(world.a, escort.cookie, early);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().results.map((result: { result: string }) => result.result)).toEqual([
      'recorded',
      'recorded',
      'refused',
    ]);
    expect(refused.json().results[2]).toMatchObject({ code: 'CHECKPOINT_UNACCOUNTED', unaccounted: [third] });

    const later = [mark(third, 'missing'), action({ type: 'close', checkpointKey: 'hotel' })];
    const closed = await send(world.a, escort.cookie, later);
    expect(closed.json().results.map((result: { result: string }) => result.result)).toEqual(['recorded', 'recorded']);
    expect(closed.json().missing).toEqual([expect.objectContaining({ travellerId: third, by: escort.id })]);

    const before = await t.db.select().from(tripDayActions).where(eq(tripDayActions.departureId, world.a));
    const audits = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'trip-day.actions-recorded'), eq(auditLog.entityId, String(world.a))));
    const auditCount = (await audits()).length;
    const replay = await send(world.a, escort.cookie, [...early.slice(0, 2), ...later]);
    expect(replay.json().results.map((result: { result: string }) => result.result)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(await t.db.select().from(tripDayActions).where(eq(tripDayActions.departureId, world.a))).toHaveLength(
      before.length,
    );
    expect(await audits()).toHaveLength(auditCount);

    // The other escort hears of the missing child at their next contact.
    const view = (await get(office(world.a), secondEscort.cookie)).json<TripDayOffice>();
    expect(view.missing.map((missing) => missing.travellerId)).toEqual([third]);
    const hotel = view.checkpoints.find((checkpoint) => checkpoint.key === 'hotel')!;
    expect(hotel).toMatchObject({
      closed: { by: escort.id },
      counts: { present: 1, absent: 1, missing: 1 },
      unaccounted: [],
    });
  });

  it("merges two escorts' counts traveller by traveller: the latest mark wins, the disagreement shows", async () => {
    const [first] = world.travellers.map((row) => row.id) as [string];
    const added = action({ type: 'add-checkpoint', title: 'Métro', date: '2099-04-11', time: '08:00' });
    expect((await send(world.a, escort.cookie, [added])).json().results[0].result).toBe('recorded');
    const key = `added-${added.actionId}`;
    const mine = action({
      type: 'mark',
      checkpointKey: key,
      travellerId: first,
      state: 'absent',
      reason: 'with-other-escort',
    });
    const theirs = action({ type: 'mark', checkpointKey: key, travellerId: first, state: 'present', reason: null });
    // Sent out of order: the other phone came back online first.
    await send(world.a, secondEscort.cookie, [theirs]);
    await send(world.a, escort.cookie, [mine]);
    const view = (await get(office(world.a), escort.cookie)).json<TripDayOffice>();
    const state = view.checkpoints.find((candidate) => candidate.key === key)!;
    expect(state.title).toEqual({ el: 'Métro', en: 'Métro' });
    expect(state.counts).toEqual({ present: 1, absent: 0, missing: 0 });
    expect(state.disagreements).toEqual([
      {
        travellerId: first,
        marks: [
          expect.objectContaining({ by: secondEscort.id, state: 'present' }),
          expect.objectContaining({ by: escort.id, state: 'absent', reason: 'with-other-escort' }),
        ],
      },
    ]);
  });

  it('records an undo, and refuses marks of a traveller or checkpoint not of the departure', async () => {
    const [, second] = world.travellers.map((row) => row.id) as [string, string];
    const wrong = action({ type: 'mark', checkpointKey: 'hotel', travellerId: second, state: 'missing', reason: null });
    const answer = await send(world.a, escort.cookie, [
      wrong,
      action({ type: 'undo', undoes: wrong.actionId }),
      action({ type: 'mark', checkpointKey: 'hotel', travellerId: world.other.id, state: 'present', reason: null }),
      action({ type: 'mark', checkpointKey: 'no-such-place', travellerId: second, state: 'present', reason: null }),
      action({ type: 'undo', undoes: '00000000-0000-4000-8000-000000000000' }),
    ]);
    expect(
      answer.json().results.map((result: { result: string; code?: string }) => result.code ?? result.result),
    ).toEqual(['recorded', 'recorded', 'UNKNOWN_TRAVELLER', 'UNKNOWN_CHECKPOINT', 'UNKNOWN_ACTION']);
    const view = (await get(office(world.a), escort.cookie)).json<TripDayOffice>();
    expect(view.checkpoints.find((checkpoint) => checkpoint.key === 'hotel')!.counts.absent).toBe(1);
  });

  it('records a batch sent twice at once exactly once', async () => {
    const batch = world.travellers.map((traveller) =>
      action({
        type: 'mark',
        checkpointKey: 'day-1-outing-1',
        travellerId: traveller.id,
        state: 'present',
        reason: null,
      }),
    );
    const answers = await Promise.all([send(world.a, escort.cookie, batch), send(world.a, escort.cookie, batch)]);
    const results = answers.flatMap((answer) =>
      answer.json().results.map((result: { result: string }) => result.result),
    );
    expect(results.filter((result) => result === 'recorded')).toHaveLength(batch.length);
    expect(results.filter((result) => result === 'duplicate')).toHaveLength(batch.length);
    const rows = await t.db
      .select()
      .from(tripDayActions)
      .where(and(eq(tripDayActions.departureId, world.a), eq(tripDayActions.checkpointKey, 'day-1-outing-1')));
    expect(rows).toHaveLength(batch.length);
  });

  it('refuses an absence without a reason as a whole batch (400)', async () => {
    const response = await send(world.a, escort.cookie, [
      action({ type: 'mark', checkpointKey: 'hotel', travellerId: world.travellers[0]!.id, state: 'absent' }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

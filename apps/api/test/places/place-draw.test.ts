import { placeDrawSchema, replayDraw } from '@voyage/domain';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, placeDraws, waitingListEntries } from '../../src/db/schema/index.ts';
import { joinWaitingListIfFull } from '../../src/places/services/join-waiting-list.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import {
  expecting,
  mailsTo,
  removeReviewDataAfterAll,
  reviewCalls,
  reviewEmail,
  travellerRow,
} from '../review/review-kit.ts';
import { DAY, drawKit, HOUR } from './draw-kit.ts';

/** The fair draw at the end of its window (docs/product/places.md#fair-allocation), the clock moved by hand. */
const t = setupTestApp({ signInRateLimitMax: 1000 });
removeReviewDataAfterAll(t);
const calls = reviewCalls(t);
const kit = drawKit(t);

const drawOf = async (tripId: number, admin: string) => {
  const response = await t.app.inject({ url: `/api/admin/places/draw?trip_id=${tripId}`, headers: { cookie: admin } });
  expect(response.statusCode, response.body).toBe(200);
  return placeDrawSchema.parse(response.json());
};

const drawRows = (tripId: number) => t.db.select().from(placeDraws).where(eq(placeDraws.tripId, tripId));

const listOf = (tripId: number) =>
  t.db
    .select({
      id: waitingListEntries.travellerId,
      state: waitingListEntries.state,
      position: waitingListEntries.position,
    })
    .from(waitingListEntries)
    .where(eq(waitingListEntries.tripId, tripId))
    .orderBy(asc(waitingListEntries.position));

describe('while the window is open', () => {
  it('a registration takes no place nor position, and approving is refused with the draw’s date', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await kit.trip(admin, { capacity: 1 });
    const first = await kit.register(trip.id, trip.schools[0]!, new Date(Date.now() - HOUR));
    const second = await kit.register(trip.id, trip.schools[0]!, new Date());
    const position = await t.db.transaction((tx) =>
      joinWaitingListIfFull(tx, {
        traveller: second,
        tripTitle: { el: 'Παρίσι', en: 'Paris' },
        publicUrl: t.app.publicUrl,
        now: new Date(),
      }),
    );
    expect(position).toBeNull();
    expect(await listOf(trip.id)).toEqual([]);

    const refused = await calls.approve(first.id, expecting('pending'), admin);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DRAW_PENDING', details: { drawAt: trip.windowEnd.toISOString() } });
    expect((await travellerRow(t.db, first.id)).status).toBe('pending');
    const bulk = await calls.bulkApprove([first.id, second.id], admin);
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().results.map((row: { code: string }) => row.code)).toEqual(['DRAW_PENDING', 'DRAW_PENDING']);

    expect(await drawOf(trip.id, admin)).toMatchObject({
      state: 'open',
      windowEndsAt: trip.windowEnd.toISOString(),
      seed: null,
      record: null,
    });
    // Before the window's end, the job does not draw, even with a seed.
    expect((await kit.setSeed(admin, trip.id, 'early seed')).statusCode).toBe(200);
    await kit.runDraw(new Date(trip.windowEnd.getTime() - 60_000));
    expect(await drawRows(trip.id)).toEqual([]);
  });
});

describe('at the window’s end', () => {
  it('waits for its seed, then draws once: the order replays, the first hold places, the rest wait in order', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await kit.trip(admin, { capacity: 3 });
    const inWindow = new Date(Date.now() - HOUR);
    const siblings = reviewEmail();
    const drawn = [
      await kit.register(trip.id, trip.schools[0]!, inWindow),
      await kit.register(trip.id, trip.schools[0]!, inWindow, siblings),
      await kit.register(trip.id, trip.schools[1]!, inWindow, siblings),
      await kit.register(trip.id, trip.schools[1]!, inWindow),
      await kit.register(trip.id, trip.schools[1]!, inWindow),
      await kit.register(trip.id, trip.schools[0]!, inWindow),
    ];
    const late = await kit.register(trip.id, trip.schools[0]!, new Date(trip.windowEnd.getTime() + HOUR));
    const after = new Date(trip.windowEnd.getTime() + 2 * HOUR);

    await kit.runDraw(after);
    expect(await drawRows(trip.id)).toEqual([]);

    const seed = '2027-01-15 lottery 4821';
    expect((await kit.setSeed(admin, trip.id, seed)).statusCode).toBe(200);
    await kit.runDraw(after);
    await kit.runDraw(new Date(after.getTime() + DAY));

    const rows = await drawRows(trip.id);
    expect(rows).toHaveLength(1);
    const draw = rows[0]!;
    expect(draw.seed).toBe(seed);
    expect(draw.record.applicants.map((row) => row.id).sort()).toEqual(drawn.map((row) => row.id).sort());
    expect(JSON.stringify(draw.record)).not.toContain(siblings);
    const replay = replayDraw(draw.record);
    expect(draw.drawnOrder).toEqual(replay.order);
    expect(draw.placed).toBe(3);

    const list = await listOf(trip.id);
    expect(list.map((row) => row.id)).toEqual([...replay.order, late.id]);
    expect(list.map((row) => row.state)).toEqual([
      ...['accepted', 'accepted', 'accepted', 'waiting', 'waiting', 'waiting'],
      'waiting',
    ]);
    expect(list.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const placedOne = list[0]!.id;
    const placedRow = await travellerRow(t.db, placedOne);
    expect((await mailsTo(t.db, placedRow.guardianEmail)).map((mail) => mail.template)).toContain('place-drawn');
    const placedMail = (await mailsTo(t.db, placedRow.guardianEmail)).find((mail) => mail.template === 'place-drawn');
    expect(placedMail!.subject).toContain('πήρε θέση στην κλήρωση');
    const waitingRow = await travellerRow(t.db, list[3]!.id);
    const joined = (await mailsTo(t.db, waitingRow.guardianEmail)).find(
      (mail) => mail.template === 'waiting-list-joined',
    );
    expect(joined!.subject).toContain('θέση');

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'places.drawn'), eq(auditLog.tripId, trip.id)));
    expect(audit!.details).toMatchObject({ seed, algorithm: draw.algorithm, record: draw.record });

    const state = await drawOf(trip.id, admin);
    expect(state).toMatchObject({ state: 'drawn', seed, drawn: 6, placed: 3, record: draw.record });

    const locked = await kit.setSeed(admin, trip.id, 'another seed');
    expect(locked.statusCode, locked.body).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'DRAW_SEED_LOCKED' });

    // The places the draw gave are held for their registrations: staff approve them, and nobody else.
    expect((await calls.approve(placedOne, expecting('pending'), admin)).statusCode).toBe(200);
    const other = await calls.approve(list[3]!.id, expecting('pending'), admin);
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json()).toMatchObject({ code: 'TRIP_FULL' });
  });

  it('approves the places at once when the trip approves accepted offers', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await kit.trip(admin, { capacity: 1, autoApprove: true, seed: 'at once' });
    const inWindow = new Date(Date.now() - HOUR);
    const two = [
      await kit.register(trip.id, trip.schools[0]!, inWindow),
      await kit.register(trip.id, trip.schools[1]!, inWindow),
    ];
    await kit.runDraw(new Date(trip.windowEnd.getTime() + 60_000));
    expect(await drawRows(trip.id)).toHaveLength(1);
    const [first, second] = await listOf(trip.id);
    expect((await travellerRow(t.db, first!.id)).status).toBe('approved');
    expect((await travellerRow(t.db, second!.id)).status).toBe('pending');
    expect(second!.state).toBe('waiting');
    expect(two.map((row) => row.id).sort()).toEqual([first!.id, second!.id].sort());
  });
});

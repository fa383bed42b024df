import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PackStatus, TripDayPack } from '@voyage/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeStaffGrant } from '../../src/accounts/queries/staff-roles.ts';
import { eraseTravellerRows } from '../../src/data-rights/queries/data-rights.ts';
import { applyDataRetention } from '../../src/data-rights/services/apply-data-retention.ts';
import { trips, tripDayActions, tripDayPacks } from '../../src/db/schema/index.ts';
import { LocalDiskStorage } from '../../src/storage/local-disk-storage.ts';
import { packStatus } from '../../src/trip-day/services/pack-status.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { action, staffMember, tripDayWorld } from './trip-day-kit.ts';

/** Wiping the pack, and the marks' retention and erasure (docs/product/trip-day.md#wiping, #data). */
const t = setupTestApp({ signInRateLimitMax: 1000 });
const storageRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'voyage-trip-day-'));
let world: Awaited<ReturnType<typeof tripDayWorld>>;

const packUrl = (id: number) => `/api/admin/trip-day/departures/${id}/pack`;
const status = async (packId: string) => {
  const response = await t.app.inject({ url: `/api/trip-day/packs/${packId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PackStatus>();
};
async function download(cookie: string, departureId: number): Promise<TripDayPack> {
  const response = await t.app.inject({ url: packUrl(departureId), headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TripDayPack>();
}

beforeAll(async () => {
  world = await tripDayWorld(t, 2);
});
afterAll(() => fs.rmSync(storageRoot, { recursive: true, force: true }));

describe('GET /api/trip-day/packs/:packId', () => {
  it('tells a revoked escort’s phone to wipe, while their requests get nothing', async () => {
    const escort = await staffMember(t, 'escort', [world.a]);
    const pack = await download(escort.cookie, world.a);
    expect(await status(pack.packId)).toEqual({ wipe: false, reason: null, wipeOn: pack.wipeOn });

    const admin = await t.signInAsAdmin();
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/administrators/${escort.id}`,
      headers: t.unsafeHeaders(admin),
    });
    expect(revoked.statusCode, revoked.body).toBeLessThan(300);
    expect((await t.app.inject({ url: packUrl(world.a), headers: { cookie: escort.cookie } })).statusCode).toBe(401);
    expect(await status(pack.packId)).toEqual({ wipe: true, reason: 'revoked', wipeOn: pack.wipeOn });
  });

  it('tells the phone to wipe a departure the escort no longer accompanies', async () => {
    const escort = await staffMember(t, 'escort', [world.a]);
    const pack = await download(escort.cookie, world.a);
    await writeStaffGrant(t.db, escort.id, { role: 'escort', departureIds: [world.b] });
    expect((await t.app.inject({ url: packUrl(world.a), headers: { cookie: escort.cookie } })).statusCode).toBe(404);
    expect(await status(pack.packId)).toMatchObject({ wipe: true, reason: 'revoked' });
  });

  it('tells the phone to wipe once the return and the retention days have passed', async () => {
    const escort = await staffMember(t, 'escort', [world.a]);
    const pack = await download(escort.cookie, world.a);
    const onTheDay = new Date(`${pack.wipeOn}T12:00:00Z`);
    expect(await packStatus(t.db, pack.packId, new Date(onTheDay.getTime() - 24 * 3_600_000))).toMatchObject({
      wipe: false,
    });
    expect(await packStatus(t.db, pack.packId, onTheDay)).toEqual({
      wipe: true,
      reason: 'expired',
      wipeOn: pack.wipeOn,
    });
  });

  it('answers wipe for an id it does not know, and says nothing more', async () => {
    expect(await status('6f1c2a8e-1b7d-4c3e-9a55-3d2e1f0a9b87')).toEqual({
      wipe: true,
      reason: 'unknown',
      wipeOn: null,
    });
    expect(await status('not-an-id')).toEqual({ wipe: true, reason: 'unknown', wipeOn: null });
  });
});

describe('the marks as data', () => {
  it('go with the traveller when the traveller is erased', async () => {
    const escort = await staffMember(t, 'escort', [world.a]);
    const first = world.travellers[0]!;
    const second = world.travellers[1]!;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/trip-day/departures/${world.a}/actions`,
      headers: t.unsafeHeaders(escort.cookie),
      payload: {
        actions: [first, second].map((traveller) =>
          action({ type: 'mark', checkpointKey: 'hotel', travellerId: traveller.id, state: 'present' }),
        ),
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.db.transaction((tx) => eraseTravellerRows(tx, [second.id]));
    const left = await t.db.select().from(tripDayActions).where(eq(tripDayActions.departureId, world.a));
    expect(left.map((row) => row.travellerId)).toEqual([first.id]);
  });

  it("go with the trip's health records once its retention days after the return have passed", async () => {
    const [trip] = await t.db.select({ endsOn: trips.endsOn }).from(trips).where(eq(trips.id, world.tripId));
    const later = new Date(Date.parse(`${trip!.endsOn}T12:00:00Z`) + 400 * 24 * 3_600_000);
    await applyDataRetention({ db: t.db, storage: new LocalDiskStorage(storageRoot), now: later });
    const ofDepartures = inArray(tripDayActions.departureId, [world.a, world.b]);
    expect(await t.db.select().from(tripDayActions).where(ofDepartures)).toEqual([]);
    expect(
      await t.db
        .select()
        .from(tripDayPacks)
        .where(inArray(tripDayPacks.departureId, [world.a, world.b])),
    ).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  departures,
  payments,
  schools,
  travellers,
  tripRevisions,
  trips,
  waitingListEntries,
} from '../../src/db/schema/index.ts';
import { atRevision } from '../../src/db/trip-revision.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { copyOfActiveTrip, seededTripIds } from '../helpers/trip-cases.ts';
import { insertTraveller } from '../review/review-kit.ts';

const t = setupTestApp();

async function revisionOf(tripId: number): Promise<number> {
  const [row] = await t.db
    .select({ revision: tripRevisions.revision })
    .from(tripRevisions)
    .where(eq(tripRevisions.tripId, tripId));
  return row?.revision ?? 0;
}

/** How far `change` moves the trip's revision. */
async function moves(tripId: number, change: () => Promise<unknown>): Promise<number> {
  const before = await revisionOf(tripId);
  await change();
  return (await revisionOf(tripId)) - before;
}

describe("a trip's revision", () => {
  it('moves by one for each committed change of what staff figures read, whatever the table', async () => {
    const { active } = await seededTripIds(t);
    const traveller = await insertTraveller(t.db, { status: 'approved', approvedAt: new Date() });
    const school = traveller.schoolId;
    expect(await moves(active, () => t.db.update(trips).set({ capacity: 999 }).where(eq(trips.id, active)))).toBe(1);
    expect(await moves(active, () => t.db.update(schools).set({ name: 'Renamed' }).where(eq(schools.id, school)))).toBe(
      1,
    );
    const [departure] = await t.db.select().from(departures).where(eq(departures.tripId, active)).limit(1);
    expect(
      await moves(active, () => t.db.update(departures).set({ seats: 77 }).where(eq(departures.id, departure!.id))),
    ).toBe(1);
    expect(await moves(active, () => insertTraveller(t.db))).toBe(1);
    expect(
      await moves(active, () =>
        t.db
          .insert(payments)
          .values({ travellerId: traveller.id, tripId: active, amountCents: 100, status: 'pending' }),
      ),
    ).toBe(1);
    expect(
      await moves(active, () =>
        t.db
          .insert(waitingListEntries)
          .values({ travellerId: traveller.id, tripId: active, position: 90_001, siblingGroup: 'revision-test' }),
      ),
    ).toBe(1);
    expect(
      await moves(active, () =>
        t.db.delete(waitingListEntries).where(eq(waitingListEntries.travellerId, traveller.id)),
      ),
    ).toBe(1);
  });

  it('moves once for a transaction of many rows, not for one rolled back, and not for what staff figures do not read', async () => {
    const { active } = await seededTripIds(t);
    expect(
      await moves(active, () =>
        t.db.transaction(async (tx) => {
          for (let index = 0; index < 3; index += 1) await insertTraveller(tx as never);
          await tx.update(trips).set({ capacity: 1000 }).where(eq(trips.id, active));
        }),
      ),
    ).toBe(1);
    expect(
      await moves(active, () =>
        t.db
          .transaction(async (tx) => {
            await tx.update(trips).set({ capacity: 1 }).where(eq(trips.id, active));
            throw new Error('rolled back');
          })
          .catch(() => undefined),
      ),
    ).toBe(0);
    expect(
      await moves(active, () =>
        t.db.insert(auditLog).values({ action: 'revision.test', entityType: 'traveller', entityId: randomUUID() }),
      ),
    ).toBe(0);
  });

  it('moves both trips when a registration moves between them, and leaves other trips alone', async () => {
    const { active, past } = await seededTripIds(t);
    const other = await copyOfActiveTrip(t, { name: { el: 'Άλλο', en: `Revision ${randomUUID().slice(0, 8)}` } });
    const traveller = await insertTraveller(t.db);
    const move = () => t.db.update(travellers).set({ tripId: other.id }).where(eq(travellers.id, traveller.id));
    const [pastBefore, activeBefore, otherBefore] = [
      await revisionOf(past),
      await revisionOf(active),
      await revisionOf(other.id),
    ];
    await move();
    expect(await revisionOf(active)).toBe(activeBefore + 1);
    expect(await revisionOf(other.id)).toBe(otherBefore + 1);
    expect(await revisionOf(past)).toBe(pastBefore);
    await t.db.delete(travellers).where(eq(travellers.id, traveller.id));
  });
});

describe('figures kept per revision', () => {
  const db = {} as never;

  it('works a figure out once per revision, again for a new one, and keeps nothing for an older one', async () => {
    let computed = 0;
    const figure = (revision: number) => atRevision(db, 'figure', revision, async () => (computed += 1));
    expect(await figure(1)).toBe(1);
    expect(await figure(1)).toBe(1);
    expect(await figure(2)).toBe(2);
    expect(await figure(1)).toBe(3);
    expect(await figure(2)).toBe(2);
  });

  it('does not keep a failure, and keeps nothing without a revision', async () => {
    let calls = 0;
    const failing = () =>
      atRevision(db, 'failing', 5, async () => {
        calls += 1;
        throw new Error('no');
      });
    await expect(failing()).rejects.toThrow('no');
    await expect(failing()).rejects.toThrow('no');
    expect(calls).toBe(2);
    let unkept = 0;
    await atRevision(db, 'unkept', undefined, async () => (unkept += 1));
    await atRevision(db, 'unkept', undefined, async () => (unkept += 1));
    expect(unkept).toBe(2);
  });
});

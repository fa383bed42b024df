import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { travellers } from '../../src/db/schema/index.ts';
import { expecting } from '../review/review-kit.ts';
import { setupPlacesApp } from './places-kit.ts';

/**
 * Two staff approving at once on PostgreSQL (several connections): the approvals count the departure's
 * places under the trip's row lock, one after the other, so the approved never pass the seats
 * (docs/product/places.md). PGlite runs one transaction at a time: `*.pg.test.ts` files run only there.
 */
const { t, kit, calls } = setupPlacesApp();

const approvedOf = async (schoolId: number) =>
  (await t.db.select({ status: travellers.status }).from(travellers).where(eq(travellers.schoolId, schoolId))).filter(
    (row) => row.status === 'approved',
  ).length;

describe('approvals at once', () => {
  it('10 single approvals with 3 seats left approve 3 and refuse 7 with DEPARTURE_FULL', async () => {
    const admin = await t.signInAsAdmin();
    const place = await kit.departure(5);
    await kit.travellers(place, 2, 'approved');
    const waiting = await kit.travellers(place, 10);
    const answers = await Promise.all(waiting.map((row) => calls.approve(row.id, expecting('pending'), admin)));
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'ok' : answer.json<{ code: string }>().code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code === 'DEPARTURE_FULL')).toHaveLength(7);
    expect(await approvedOf(place.schoolId)).toBe(5);
  });

  it('two bulk approvals of the same 6 and a third of 4 more, at once, fill 3 seats and no more', async () => {
    const admin = await t.signInAsAdmin();
    const place = await kit.departure(3);
    const waiting = await kit.travellers(place, 10);
    const ids = waiting.map((row) => row.id);
    await Promise.all([
      calls.bulkApprove(ids.slice(0, 6), admin),
      calls.bulkApprove(ids.slice(0, 6).reverse(), admin),
      calls.bulkApprove(ids.slice(6), admin),
    ]);
    expect(await approvedOf(place.schoolId)).toBe(3);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, placeDraws, waitingListEntries } from '../../src/db/schema/index.ts';
import { startPlaceDrawJob } from '../../src/places/jobs/place-draw-job.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { mailsTo, removeReviewDataAfterAll } from '../review/review-kit.ts';
import { drawKit, HOUR } from './draw-kit.ts';

/**
 * Two processes running the draw job at once on PostgreSQL (several connections): the trip's draw is made
 * under its places lock and recorded once, so there is one draw, one list and one e-mail each
 * (docs/product/places.md#fair-allocation). PGlite runs one transaction at a time: `*.pg.test.ts` files run only there.
 */
const t = setupTestApp({ signInRateLimitMax: 1000 });
removeReviewDataAfterAll(t);
const kit = drawKit(t);
const silent = { info() {}, warn() {}, error() {}, debug() {} };

describe('the draw job in two processes', () => {
  it('makes one draw', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await kit.trip(admin, { capacity: 2, seed: 'two at once' });
    const inWindow = new Date(Date.now() - HOUR);
    const drawn = [];
    for (let index = 0; index < 5; index += 1) {
      drawn.push(await kit.register(trip.id, trip.schools[index % 2]!, inWindow));
    }
    const now = () => new Date(trip.windowEnd.getTime() + 60_000);
    const jobs = [0, 1].map(() =>
      startPlaceDrawJob({ db: t.db, publicUrl: t.app.publicUrl, logger: silent, poll: false, now }),
    );
    for (let round = 0; round < 2; round += 1) await Promise.all(jobs.map((job) => job.runOnce()));
    await Promise.all(jobs.map((job) => job.stop()));

    expect(await t.db.select().from(placeDraws).where(eq(placeDraws.tripId, trip.id))).toHaveLength(1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'places.drawn'));
    expect(audits.filter((row) => row.tripId === trip.id)).toHaveLength(1);
    const entries = await t.db.select().from(waitingListEntries).where(eq(waitingListEntries.tripId, trip.id));
    expect(entries).toHaveLength(5);
    expect(entries.filter((row) => row.state === 'accepted')).toHaveLength(2);
    for (const traveller of drawn) expect(await mailsTo(t.db, traveller.guardianEmail)).toHaveLength(1);
  });
});

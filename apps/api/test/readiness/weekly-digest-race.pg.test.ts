import { describe, expect, it } from 'vitest';
import { setupAppWithRegistrations } from '../accounts/fixtures.ts';
import { mailsTo } from '../review/review-kit.ts';
import { digestKit } from './digest-kit.ts';

/**
 * Two processes running the weekly digest job at once on PostgreSQL (several connections): each guardian's week is
 * claimed by one row, written with the e-mail, so each family gets one digest (docs/product/readiness.md#weekly-digest).
 * PGlite runs one transaction at a time: `*.pg.test.ts` files run only on a server.
 */
const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });
const kit = digestKit(t);

describe('the weekly digest job in two processes', () => {
  it('sends each family one digest', async () => {
    const families = [];
    for (let index = 0; index < 6; index += 1) {
      families.push(await kit.familyWithSomethingToDo(`WDR${index}`, index % 2 ? 'el' : 'en'));
    }
    const clock = kit.clock(await kit.mondayBeforeTrip());
    const jobs = [0, 1, 2].map(() => kit.job(clock.now, 1));
    for (let round = 0; round < 2; round += 1) await Promise.all(jobs.map((job) => job.runOnce()));
    await Promise.all(jobs.map((job) => job.stop()));
    for (const family of families) expect(await mailsTo(t.db, family.guardianEmail)).toHaveLength(1);
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { travellers } from '../../src/db/schema/index.ts';
import { auditRowsOf, expecting, insertTraveller, setupReviewApp } from './review-kit.ts';

/**
 * The control run of review-concurrency.test.ts: with the registration read without its row lock and a
 * pause after the read, two approvals at once both approve, so the test there can see the race it guards
 * against. PGlite runs one transaction at a time: `*.pg.test.ts` files run only against PostgreSQL.
 */

vi.mock('../../src/review/queries/registration-review.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/review/queries/registration-review.ts')>();
  return {
    ...original,
    lockReviewedTraveller: async (...[tx, travellerId]: Parameters<typeof original.lockReviewedTraveller>) => {
      const [row] = await tx.select().from(travellers).where(eq(travellers.id, travellerId));
      await sleep(50);
      return row;
    },
  };
});

const { t, calls } = setupReviewApp();

describe('status changes without the row lock (control run)', () => {
  it('approve one registration twice', async () => {
    const admin = await t.signInAsAdmin();
    const traveller = await insertTraveller(t.db);
    const answers = await Promise.all([
      calls.approve(traveller.id, expecting('pending'), admin),
      calls.approve(traveller.id, expecting('pending'), admin),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await auditRowsOf(t.db, traveller.id)).toHaveLength(2);
  });
});

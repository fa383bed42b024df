import { personalCodeSequence } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { auditRowsOf, expecting, insertTraveller, mailsTo, setupReviewApp, travellerRow } from './review-kit.ts';

/**
 * Two members of staff acting on one registration at once (docs/product/review.md#statuses): exactly one
 * wins, the other gets 409 CONFLICT with the status the winner left, and only the winner's audit row and
 * e-mail exist. On PostgreSQL (`npm run test:api:postgres` runs this file) the calls truly overlap; on
 * PGlite they take turns, and the answer must be the same.
 */

const { t, calls } = setupReviewApp();
const ROUNDS = 5;

describe('concurrent status changes of one registration', () => {
  it.each(Array.from({ length: ROUNDS }, (_, round) => round + 1))(
    'round %i: two approvals at once, one approves and the other is told it is approved',
    async () => {
      const admin = await t.signInAsAdmin();
      const traveller = await insertTraveller(t.db);
      const answers = await Promise.all([
        calls.approve(traveller.id, expecting('pending'), admin),
        calls.approve(traveller.id, expecting('pending'), admin),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409)!;
      expect(loser.json()).toMatchObject({ code: 'CONFLICT', currentStatus: 'approved' });
      expect((await auditRowsOf(t.db, traveller.id)).map((row) => row.action)).toEqual(['registration.approved']);
      expect(await mailsTo(t.db, traveller.guardianEmail)).toHaveLength(1);
    },
  );

  it.each(Array.from({ length: ROUNDS }, (_, round) => round + 1))(
    'round %i: approve and reject at once, one wins and the registration is as the winner left it',
    async () => {
      const admin = await t.signInAsAdmin();
      const traveller = await insertTraveller(t.db);
      const [approve, reject] = await Promise.all([
        calls.approve(traveller.id, expecting('pending'), admin),
        calls.reject(traveller.id, { ...expecting('pending'), reason: 'Full' }, admin),
      ]);
      expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      const [winner, loser] = approve.statusCode === 200 ? [approve, reject] : [reject, approve];
      const status = winner.json().status as string;
      expect(loser.json()).toMatchObject({ code: 'CONFLICT', currentStatus: status });
      const row = await travellerRow(t.db, traveller.id);
      expect(row.status).toBe(status);
      expect(row.personalCode === null).toBe(status === 'rejected');
      expect(await auditRowsOf(t.db, traveller.id)).toHaveLength(1);
      expect((await mailsTo(t.db, traveller.guardianEmail)).map((mail) => mail.template)).toEqual([
        status === 'approved' ? 'registration-approved' : 'registration-rejected',
      ]);
    },
  );

  it('approvals of ten registrations at once get ten different codes, one after the other', async () => {
    const admin = await t.signInAsAdmin();
    const made = await Promise.all(Array.from({ length: 10 }, () => insertTraveller(t.db)));
    const answers = await Promise.all(
      made.map((traveller) => calls.approve(traveller.id, expecting('pending'), admin)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(made.map(() => 200));
    const sequences = answers.map((answer) => personalCodeSequence(answer.json().personalCode)!).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(10);
    expect(sequences.at(-1)! - sequences[0]!).toBe(9);
  });
});

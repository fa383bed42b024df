import { describe, expect, it } from 'vitest';
import { setupUploadApp } from '../files/upload-kit.ts';
import { mailsTo, removeReviewDataAfterAll } from '../review/review-kit.ts';
import { BALANCE, DEPOSIT, paymentsOf } from './payment-kit.ts';
import { apply, approvedWithReference, camt053, preview, removeStatementsAfterAll } from './statement-kit.ts';

/**
 * Two members of staff applying at once (docs/product/payments.md#importing-a-statement): the same preview
 * twice, and two previews of one statement, give one set of payments. PGlite runs one transaction at a
 * time: `*.pg.test.ts` files run only against PostgreSQL, where the two applies truly overlap.
 */

const t = setupUploadApp({ signInRateLimitMax: 1000 });
removeReviewDataAfterAll(t);
removeStatementsAfterAll(t);

describe('statements applied at the same moment', () => {
  it('one preview applied twice at once records each payment once', async () => {
    const admin = await t.signInAsAdmin();
    const families = await Promise.all([approvedWithReference(t), approvedWithReference(t)]);
    const statement = await preview(t, admin, {
      file: camt053(families.map((family) => ({ cents: DEPOSIT, reference: family.paymentReference! }))),
    });
    const answers = await Promise.all([apply(t, admin, statement.id), apply(t, admin, statement.id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    for (const family of families) {
      expect(await paymentsOf(t.db, family.id)).toHaveLength(1);
      expect(await mailsTo(t.db, family.guardianEmail)).toHaveLength(1);
    }
  });

  it('two imports of one statement applied at once record each payment once', async () => {
    const admin = await t.signInAsAdmin();
    const families = await Promise.all([approvedWithReference(t), approvedWithReference(t), approvedWithReference(t)]);
    const file = camt053(
      families.map((family, index) => ({
        cents: index === 0 ? DEPOSIT : DEPOSIT + BALANCE,
        reference: family.paymentReference!,
      })),
    );
    const [first, second] = await Promise.all([preview(t, admin, { file }), preview(t, admin, { file })]);
    const answers = await Promise.all([apply(t, admin, first!.id), apply(t, admin, second!.id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const results = answers.map((answer) => answer.json().result);
    expect(results.reduce((sum, result) => sum + result.recorded, 0)).toBe(3);
    expect(results.reduce((sum, result) => sum + result.skipped, 0)).toBe(3);
    for (const family of families) expect(await paymentsOf(t.db, family.id)).toHaveLength(1);
  });
});

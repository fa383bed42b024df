import { randomUUID } from 'node:crypto';
import { tripDate } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import { setupUploadApp } from '../files/upload-kit.ts';
import { mailsTo, removeReviewDataAfterAll } from '../review/review-kit.ts';
import {
  approvedFamily,
  DEPOSIT,
  insertPendingPayment,
  paymentsOf,
  receiptJpeg,
  reportPayment,
  send,
} from './payment-kit.ts';

/**
 * Two people acting on one traveller's money at once (docs/product/payments.md#confirming-a-payment):
 * one wins, the other is told what happened, and only the winner's rows and e-mail exist. On PostgreSQL
 * (`npm run test:api:postgres` runs this file) the calls truly overlap; on PGlite they take turns.
 */

const t = setupUploadApp({ signInRateLimitMax: 1000 });
removeReviewDataAfterAll(t);
const ROUNDS = [1, 2, 3];
const today = () => tripDate(new Date());

async function auditActions(travellerId: string): Promise<string[]> {
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, travellerId));
  return rows.map((row) => row.action);
}

describe('concurrent payment decisions', () => {
  it.each(ROUNDS)(
    'round %i: two confirmations at once, one confirms and the other is told it is received',
    async () => {
      const admin = await t.signInAsAdmin();
      const { traveller } = await approvedFamily(t);
      const paymentId = await insertPendingPayment(t, traveller.id);
      const url = `/api/admin/payments/${paymentId}/confirm`;
      const answers = await Promise.all([
        send(t, 'POST', url, admin, { receivedOn: today() }),
        send(t, 'POST', url, admin, { receivedOn: today() }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
        code: 'CONFLICT',
        currentStatus: 'approved',
      });
      expect(await auditActions(traveller.id)).toEqual(['payment.confirmed']);
      expect(await mailsTo(t.db, traveller.guardianEmail)).toHaveLength(1);
    },
  );

  it.each(ROUNDS)('round %i: confirm and reject at once, the payment is as the winner left it', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller } = await approvedFamily(t);
    const paymentId = await insertPendingPayment(t, traveller.id);
    const [confirm, reject] = await Promise.all([
      send(t, 'POST', `/api/admin/payments/${paymentId}/confirm`, admin, { receivedOn: today() }),
      send(t, 'POST', `/api/admin/payments/${paymentId}/reject`, admin, { reason: 'Not in the bank' }),
    ]);
    expect([confirm.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const winner = confirm.statusCode === 200 ? confirm : reject;
    const [row] = await paymentsOf(t.db, traveller.id);
    expect(row!.status).toBe(winner.json().status);
    expect(await auditActions(traveller.id)).toHaveLength(1);
  });

  it.each(ROUNDS)('round %i: the deposit reported twice at once (two keys) is kept once', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const claim = { amountCents: String(DEPOSIT), transferDate: today(), file: await receiptJpeg() };
    const objectsBefore = t.objectsOnDisk().length;
    const answers = await Promise.all([
      reportPayment(t, cookie, traveller.id, claim, { idempotencyKey: randomUUID() }),
      reportPayment(t, cookie, traveller.id, claim, { idempotencyKey: randomUUID() }),
    ]);
    // The second, under the traveller's lock, finds the deposit covered: only the balance is accepted.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await paymentsOf(t.db, traveller.id)).toHaveLength(1);
    expect(t.objectsOnDisk()).toHaveLength(objectsBefore + 1);
  });
});

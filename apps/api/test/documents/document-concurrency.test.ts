import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import { setupUploadApp } from '../files/upload-kit.ts';
import { mailsTo, removeReviewDataAfterAll } from '../review/review-kit.ts';
import { approvedFamily, consentPdf, documentsOf, insertDocument, send, uploadDocument } from './document-kit.ts';

/**
 * Two people acting on one document at once (docs/product/documents.md#staff-review): one wins, the
 * other is told what happened, and only the winner's row, audit entry and e-mail exist. On PostgreSQL
 * (`npm run test:api:postgres` runs this file) the calls truly overlap; on PGlite they take turns.
 */

const t = setupUploadApp({ signInRateLimitMax: 1000 });
removeReviewDataAfterAll(t);
const ROUNDS = [1, 2, 3];

async function auditActions(travellerId: string): Promise<string[]> {
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, travellerId));
  return rows.map((row) => row.action);
}

describe('concurrent document decisions', () => {
  it.each(ROUNDS)('round %i: two rejections at once, one rejects and the other is told it is rejected', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller } = await approvedFamily(t);
    const documentId = await insertDocument(t, traveller.id);
    const url = `/api/admin/documents/${documentId}/reject`;
    const answers = await Promise.all([
      send(t, 'POST', url, admin, { reason: 'Blurred' }),
      send(t, 'POST', url, admin, { reason: 'Expired' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      code: 'CONFLICT',
      currentStatus: 'rejected',
    });
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    expect((await documentsOf(t.db, traveller.id))[0]!.rejectionReason).toBe(winner.rejectionReason);
    expect(await auditActions(traveller.id)).toEqual(['document.rejected']);
    expect(await mailsTo(t.db, traveller.guardianEmail)).toHaveLength(1);
  });

  it.each(ROUNDS)('round %i: accept and reject at once, the document is as the winner left it', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller } = await approvedFamily(t);
    const documentId = await insertDocument(t, traveller.id);
    const [accept, reject] = await Promise.all([
      send(t, 'POST', `/api/admin/documents/${documentId}/accept`, admin),
      send(t, 'POST', `/api/admin/documents/${documentId}/reject`, admin, { reason: 'Blurred' }),
    ]);
    expect([accept.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const winner = accept.statusCode === 200 ? accept : reject;
    const [row] = await documentsOf(t.db, traveller.id);
    expect(row!.status).toBe(winner.json().status);
    expect(await auditActions(traveller.id)).toHaveLength(1);
    expect(await mailsTo(t.db, traveller.guardianEmail)).toHaveLength(accept.statusCode === 200 ? 0 : 1);
  });

  it.each(ROUNDS)('round %i: staff accept while the family withdraws, one of them wins', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller, cookie } = await approvedFamily(t);
    const documentId = await insertDocument(t, traveller.id);
    const [accept, withdraw] = await Promise.all([
      send(t, 'POST', `/api/admin/documents/${documentId}/accept`, admin),
      send(t, 'POST', `/api/my/travellers/${traveller.id}/documents/${documentId}/withdraw`, cookie),
    ]);
    expect([accept.statusCode, withdraw.statusCode].sort()).toEqual([200, 409]);
    const [row] = await documentsOf(t.db, traveller.id);
    expect(row!.status).toBe(accept.statusCode === 200 ? 'approved' : 'withdrawn');
    expect(await auditActions(traveller.id)).toHaveLength(1);
  });

  it.each(ROUNDS)('round %i: the consent uploaded twice at once (two keys) leaves one waiting', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const answers = await Promise.all([
      uploadDocument(t, cookie, traveller.id, 'consent', consentPdf(), { idempotencyKey: randomUUID() }),
      uploadDocument(t, cookie, traveller.id, 'consent', consentPdf(), { idempotencyKey: randomUUID() }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    // The second, under the traveller's lock, replaced the first: one Processing, one withdrawn.
    const rows = await documentsOf(t.db, traveller.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['pending', 'withdrawn']);
  });
});

import { randomUUID } from 'node:crypto';
import { addDays, travellerSchema, tripDate } from '@voyage/domain';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, files } from '../../src/db/schema/index.ts';
import * as corpus from '../files/corpus.ts';
import { setupUploadApp } from '../files/upload-kit.ts';
import { removeReviewDataAfterAll } from '../review/review-kit.ts';
import {
  approvedFamily,
  BALANCE,
  DEPOSIT,
  insertPendingPayment,
  paymentsOf,
  receiptJpeg,
  reportPayment,
  send,
} from './payment-kit.ts';

/** A family reports a transfer with its receipt (docs/product/payments.md#reporting-a-payment). */

const t = setupUploadApp({ signInRateLimitMax: 1000 });
removeReviewDataAfterAll(t);
const today = () => tripDate(new Date());

beforeEach(async () => {
  for (const key of t.objectsOnDisk()) await t.app.storage.delete(key);
});

describe('POST /api/my/travellers/:id/payments', () => {
  it('keeps the receipt and a Processing payment of the deposit, audited, and answers with the traveller', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const response = await reportPayment(t, cookie, traveller.id, {
      amountCents: String(DEPOSIT),
      transferDate: today(),
      file: await receiptJpeg(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = travellerSchema.parse(response.json());
    expect(body.payments).toHaveLength(1);
    expect(body.payments[0]).toMatchObject({
      amountCents: DEPOSIT,
      status: 'pending',
      method: 'transfer',
      transferDate: today(),
      receivedAt: null,
      fileMediaType: 'image/jpeg',
    });

    const [payment] = await paymentsOf(t.db, traveller.id);
    const [file] = await t.db.select().from(files).where(eq(files.id, payment!.fileId!));
    expect(file!.mediaType).toBe('image/jpeg');
    expect(t.objectsOnDisk()).toHaveLength(1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, traveller.id));
    expect(audits.map((row) => row.action)).toEqual(['payment.submitted']);
    expect(audits[0]!.details).toMatchObject({ paymentId: payment!.id, amountCents: DEPOSIT });
  });

  it("is 404 for another family's traveller, before the upload is read, and keeps nothing", async () => {
    const { cookie } = await approvedFamily(t);
    const other = await approvedFamily(t);
    const response = await reportPayment(t, cookie, other.traveller.id, {
      amountCents: String(DEPOSIT),
      transferDate: today(),
      file: await receiptJpeg(),
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(await paymentsOf(t.db, other.traveller.id)).toEqual([]);
    expect(t.objectsOnDisk()).toEqual([]);
    const notAnId = await reportPayment(t, cookie, 'not-an-id', { amountCents: '1' });
    expect(notAnId.statusCode).toBe(404);
  });

  it.each(['pending', 'cancelled', 'rejected'] as const)('is refused for a %s registration', async (status) => {
    const { traveller, cookie } = await approvedFamily(t, { status });
    const response = await reportPayment(t, cookie, traveller.id, {
      amountCents: String(DEPOSIT),
      transferDate: today(),
      file: await receiptJpeg(),
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().code).toBe('PAYMENTS_CLOSED');
    expect(t.objectsOnDisk()).toEqual([]);
  });

  it('refuses an amount that is not exact, saying which amounts are accepted', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const claim = (amountCents: number) =>
      reportPayment(t, cookie, traveller.id, {
        amountCents: String(amountCents),
        transferDate: today(),
        file: { fileName: 'receipt.pdf', bytes: corpus.pdf(), contentType: 'application/pdf' },
      });
    const wrong = await claim(DEPOSIT + 1);
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'PAYMENT_AMOUNT',
      fieldErrors: { amountCents: ['validation.paymentAmount'] },
      details: { reason: 'not-accepted', accepted: [DEPOSIT, BALANCE, DEPOSIT + BALANCE] },
    });
    expect(t.objectsOnDisk()).toEqual([]);

    expect((await claim(DEPOSIT)).statusCode).toBe(201);
    // The deposit waits for staff: only the balance is left, and more than it is impossible.
    const twice = await claim(DEPOSIT);
    expect(twice.json().details).toEqual({ reason: 'not-accepted', accepted: [BALANCE] });
    expect((await claim(DEPOSIT + BALANCE)).json().details.accepted).toEqual([BALANCE]);
    expect((await claim(BALANCE)).statusCode).toBe(201);
    expect((await claim(1)).json().details).toEqual({ reason: 'nothing-to-pay', accepted: [] });
    expect((await paymentsOf(t.db, traveller.id)).map((row) => row.amountCents)).toEqual([DEPOSIT, BALANCE]);
  });

  it('gives the first answer to a retry with the same Idempotency-Key, and makes one payment', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const key = randomUUID();
    const claim = { amountCents: String(DEPOSIT), transferDate: today(), file: await receiptJpeg() };
    const [first, second] = await Promise.all([
      reportPayment(t, cookie, traveller.id, claim, { idempotencyKey: key }),
      reportPayment(t, cookie, traveller.id, claim, { idempotencyKey: key }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(await paymentsOf(t.db, traveller.id)).toHaveLength(1);
    expect(t.objectsOnDisk()).toHaveLength(1);
    const third = await reportPayment(t, cookie, traveller.id, claim, { idempotencyKey: key });
    expect(third.statusCode).toBe(201);
    expect(await paymentsOf(t.db, traveller.id)).toHaveLength(1);
  });

  it('names each missing or wrong field', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const empty = await reportPayment(t, cookie, traveller.id, {});
    expect(empty.statusCode, empty.body).toBe(400);
    expect(Object.keys(empty.json().fieldErrors).sort()).toEqual(['amountCents', 'file', 'transferDate']);

    const wrong = await reportPayment(t, cookie, traveller.id, {
      amountCents: '300.00',
      transferDate: addDays(today(), 1),
      file: await receiptJpeg(),
    });
    expect(wrong.json().fieldErrors).toEqual({
      amountCents: ['validation.amount'],
      transferDate: ['validation.dateInFuture'],
    });
    expect(t.objectsOnDisk()).toEqual([]);
  });

  it.each([
    ['HTML named .jpg', { fileName: 'receipt.jpg', bytes: corpus.html, contentType: 'image/jpeg' }, 415],
    ['an SVG with a script', { fileName: 'receipt.svg', bytes: corpus.svgWithScript }, 415],
    ['a ZIP named .pdf', { fileName: 'receipt.pdf', bytes: corpus.zip() }, 415],
    ['an empty file', { fileName: 'receipt.pdf', bytes: Buffer.alloc(0) }, 400],
  ])('refuses %s and keeps nothing', async (_name, file, status) => {
    const { traveller, cookie } = await approvedFamily(t);
    const response = await reportPayment(t, cookie, traveller.id, {
      amountCents: String(DEPOSIT),
      transferDate: today(),
      file,
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(await paymentsOf(t.db, traveller.id)).toEqual([]);
    expect(t.objectsOnDisk()).toEqual([]);
  });
});

describe('POST /api/my/travellers/:id/payments/:paymentId/withdraw', () => {
  it('withdraws a Processing receipt, which then no longer counts; a decided one is 409', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const paymentId = await insertPendingPayment(t, traveller.id);
    const url = `/api/my/travellers/${traveller.id}/payments/${paymentId}/withdraw`;
    const response = await send(t, 'POST', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(travellerSchema.parse(response.json()).payments[0]!.status).toBe('withdrawn');
    const again = await send(t, 'POST', url, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', currentStatus: 'withdrawn' });
    // The deposit may be reported again.
    const report = await reportPayment(t, cookie, traveller.id, {
      amountCents: String(DEPOSIT),
      transferDate: today(),
      file: await receiptJpeg(),
    });
    expect(report.statusCode, report.body).toBe(201);
  });

  it("is 404 for another family's payment, even named under their own traveller", async () => {
    const mine = await approvedFamily(t);
    const theirs = await approvedFamily(t);
    const paymentId = await insertPendingPayment(t, theirs.traveller.id);
    for (const url of [
      `/api/my/travellers/${theirs.traveller.id}/payments/${paymentId}/withdraw`,
      `/api/my/travellers/${mine.traveller.id}/payments/${paymentId}/withdraw`,
    ]) {
      expect((await send(t, 'POST', url, mine.cookie)).statusCode).toBe(404);
    }
    expect((await paymentsOf(t.db, theirs.traveller.id))[0]!.status).toBe('pending');
  });
});

describe('GET /api/my/payments/:id/receipt', () => {
  it("sends the family's own receipt as an attachment, and nobody else's", async () => {
    const mine = await approvedFamily(t);
    const theirs = await approvedFamily(t);
    const own = await insertPendingPayment(t, mine.traveller.id);
    const other = await insertPendingPayment(t, theirs.traveller.id);
    const response = await t.app.inject({ url: `/api/my/payments/${own}/receipt`, headers: { cookie: mine.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="receipt.pdf"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe('%PDF-1');
    const refused = await t.app.inject({ url: `/api/my/payments/${other}/receipt`, headers: { cookie: mine.cookie } });
    expect(refused.statusCode).toBe(404);
  });
});

describe('GET /api/admin/payments/:id/receipt', () => {
  it('audits who downloaded which receipt, as for documents, and not a family opening their own', async () => {
    const family = await approvedFamily(t);
    const paymentId = await insertPendingPayment(t, family.traveller.id);
    const downloads = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'payment.receipt-downloaded'), eq(auditLog.entityId, paymentId)));
    await t.app.inject({ url: `/api/my/payments/${paymentId}/receipt`, headers: { cookie: family.cookie } });
    expect(await downloads()).toEqual([]);

    const admin = await t.signInAsAdmin();
    const response = await t.app.inject({
      url: `/api/admin/payments/${paymentId}/receipt`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('%PDF-1');
    const rows = await downloads();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entityType: 'payment',
      tripId: family.traveller.tripId,
      details: { travellerId: family.traveller.id },
    });
    expect(rows[0]!.actorUserId).not.toBeNull();
  });
});

import { addDays, formatEuro, staffPaymentSchema, travellerSchema, tripDate } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import { setupUploadApp } from '../files/upload-kit.ts';
import { mailsTo, removeReviewDataAfterAll } from '../review/review-kit.ts';
import { approvedFamily, BALANCE, DEPOSIT, insertPendingPayment, paymentsOf, send } from './payment-kit.ts';

/** Staff confirm, reject, record and correct payments (docs/product/payments.md#staff). */

const t = setupUploadApp({ signInRateLimitMax: 1000 });
removeReviewDataAfterAll(t);
const today = () => tripDate(new Date());

async function auditActions(travellerId: string) {
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, travellerId)).orderBy(auditLog.id);
  return rows;
}

describe('POST /api/admin/payments/:id/confirm', () => {
  it('marks it received on the day given, audits it, e-mails the family and shows it on My Voyage', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller, cookie } = await approvedFamily(t, { language: 'el' });
    const paymentId = await insertPendingPayment(t, traveller.id);
    const day = addDays(today(), -2);
    const response = await send(t, 'POST', `/api/admin/payments/${paymentId}/confirm`, admin, { receivedOn: day });
    expect(response.statusCode, response.body).toBe(200);
    const payment = staffPaymentSchema.parse(response.json());
    expect(payment.status).toBe('approved');
    expect(tripDate(new Date(payment.receivedAt!))).toBe(day);
    expect(payment.reviewedByName).not.toBeNull();
    expect(payment.outstandingCents).toBe(BALANCE);

    const [mail] = await mailsTo(t.db, traveller.guardianEmail);
    expect(mail).toMatchObject({ template: 'payment-received', locale: 'el' });
    expect(mail!.subject).toContain(traveller.firstName);
    expect(mail!.textBody).toContain(formatEuro(DEPOSIT, 'el'));
    expect(mail!.textBody).toContain(`Υπόλοιπο προς πληρωμή: ${formatEuro(BALANCE, 'el')}`);
    const audits = await auditActions(traveller.id);
    expect(audits.map((row) => row.action)).toEqual(['payment.confirmed']);

    const family = await t.app.inject({ url: `/api/my/travellers/${traveller.id}`, headers: { cookie } });
    const seen = travellerSchema.parse(family.json());
    expect(seen.payments[0]!.status).toBe('approved');
    expect(seen.paidCents).toBe(DEPOSIT);
    const timeline = await t.app.inject({ url: `/api/my/travellers/${traveller.id}/timeline`, headers: { cookie } });
    expect(timeline.json().map((entry: { event: string }) => entry.event)).toContain('payment');
  });

  it('refuses a day in the future, and an unknown payment', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller } = await approvedFamily(t);
    const paymentId = await insertPendingPayment(t, traveller.id);
    const future = await send(t, 'POST', `/api/admin/payments/${paymentId}/confirm`, admin, {
      receivedOn: addDays(today(), 1),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fieldErrors).toEqual({ receivedOn: ['validation.dateInFuture'] });
    const unknown = await send(t, 'POST', '/api/admin/payments/00000000-0000-4000-8000-000000000000/confirm', admin, {
      receivedOn: today(),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/admin/payments/:id/reject', () => {
  it("e-mails the reason in the family's language; the payment no longer counts and may be sent again", async () => {
    const admin = await t.signInAsAdmin();
    const { traveller, cookie } = await approvedFamily(t);
    const paymentId = await insertPendingPayment(t, traveller.id);
    const reason = 'The receipt is unreadable';
    const response = await send(t, 'POST', `/api/admin/payments/${paymentId}/reject`, admin, { reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const [mail] = await mailsTo(t.db, traveller.guardianEmail);
    expect(mail).toMatchObject({ template: 'payment-rejected', locale: 'en' });
    expect(mail!.textBody).toContain(`Reason: ${reason}`);
    expect(mail!.textBody).toContain(formatEuro(DEPOSIT, 'en'));

    const family = travellerSchema.parse(
      (await t.app.inject({ url: `/api/my/travellers/${traveller.id}`, headers: { cookie } })).json(),
    );
    expect(family.payments[0]).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const timeline = await t.app.inject({ url: `/api/my/travellers/${traveller.id}/timeline`, headers: { cookie } });
    expect(timeline.json()).toContainEqual(expect.objectContaining({ event: 'payment-rejected', reason }));

    const again = await send(t, 'POST', `/api/admin/payments/${paymentId}/reject`, admin, { reason });
    expect(again.statusCode).toBe(409);
    const noReason = await send(
      t,
      'POST',
      `/api/admin/payments/${await insertPendingPayment(t, traveller.id)}/reject`,
      admin,
      {
        reason: ' ',
      },
    );
    expect(noReason.statusCode).toBe(400);
  });

  it('sends a Greek family the Greek reason when staff wrote it in both languages', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller } = await approvedFamily(t, { language: 'el' });
    const paymentId = await insertPendingPayment(t, traveller.id);
    const reason = { el: 'Η απόδειξη δεν διαβάζεται.', en: 'The receipt is unreadable.' };
    const response = await send(t, 'POST', `/api/admin/payments/${paymentId}/reject`, admin, { reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(staffPaymentSchema.parse(response.json())).toMatchObject({ rejectionReason: reason.el, language: 'el' });
    const [mail] = await mailsTo(t.db, traveller.guardianEmail);
    expect(mail).toMatchObject({ template: 'payment-rejected', locale: 'el' });
    expect(mail!.textBody).toContain(reason.el);
    expect(mail!.textBody).not.toContain(reason.en);
  });
});

describe('recording and correcting', () => {
  it('records cash as received, never more than is left, and only for an approved registration', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller } = await approvedFamily(t);
    const url = `/api/admin/travellers/${traveller.id}/payments`;
    const over = await send(t, 'POST', url, admin, {
      amountCents: DEPOSIT + BALANCE + 1,
      receivedOn: today(),
      method: 'cash',
    });
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().details).toEqual({ reason: 'over-balance', accepted: [DEPOSIT + BALANCE] });

    const recorded = await send(t, 'POST', url, admin, {
      amountCents: 12_345,
      receivedOn: today(),
      method: 'cash',
      note: 'Receipt book no. 17',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({ status: 'approved', method: 'cash', fileName: null, amountCents: 12_345 });
    const [row] = await paymentsOf(t.db, traveller.id);
    expect(row).toMatchObject({ note: 'Receipt book no. 17', transferDate: null });
    expect((await mailsTo(t.db, traveller.guardianEmail))[0]!.template).toBe('payment-received');

    const list = await t.app.inject({ url, headers: { cookie: admin } });
    expect(list.json().map((payment: { amountCents: number }) => payment.amountCents)).toEqual([12_345]);

    const pending = await approvedFamily(t, { status: 'pending' });
    const closed = await send(t, 'POST', `/api/admin/travellers/${pending.traveller.id}/payments`, admin, {
      amountCents: DEPOSIT,
      receivedOn: today(),
      method: 'transfer',
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('PAYMENTS_CLOSED');
  });

  it('corrects a received payment with a reason, keeping the before and after in the audit log', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller } = await approvedFamily(t);
    const received = await insertPendingPayment(t, traveller.id, 30_500, 'approved');
    const url = `/api/admin/payments/${received}`;
    const noReason = await send(t, 'PATCH', url, admin, { amountCents: DEPOSIT, receivedOn: today() });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toHaveProperty('reason');

    const tooMuch = await send(t, 'PATCH', url, admin, {
      amountCents: DEPOSIT + BALANCE + 1,
      receivedOn: today(),
      reason: 'Typing slip',
    });
    expect(tooMuch.statusCode).toBe(422);

    const day = addDays(today(), -3);
    const corrected = await send(t, 'PATCH', url, admin, {
      amountCents: DEPOSIT,
      receivedOn: day,
      reason: 'Typing slip',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ amountCents: DEPOSIT, outstandingCents: BALANCE });
    const [audit] = await auditActions(traveller.id);
    expect(audit).toMatchObject({
      action: 'payment.corrected',
      details: {
        paymentId: received,
        reason: 'Typing slip',
        from: { amountCents: 30_500 },
        to: { amountCents: DEPOSIT, receivedOn: day },
      },
    });

    const pending = await insertPendingPayment(t, traveller.id, BALANCE);
    const notReceived = await send(t, 'PATCH', `/api/admin/payments/${pending}`, admin, {
      amountCents: BALANCE,
      receivedOn: today(),
      reason: 'x',
    });
    expect(notReceived.statusCode).toBe(409);
  });
});

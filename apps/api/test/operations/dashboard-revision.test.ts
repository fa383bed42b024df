import { dashboardSchema, tripDate, type Dashboard } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, payments, travellers, trips } from '../../src/db/schema/index.ts';
import { passportJpeg, uploadDocument } from '../documents/document-kit.ts';
import { seededTripIds } from '../helpers/trip-cases.ts';
import { receiptJpeg, reportPayment, send } from '../payments/payment-kit.ts';
import { expecting, insertTraveller, removeReviewDataAfterAll, reviewCalls } from '../review/review-kit.ts';
import { setupTestApp } from '../helpers/test-app.ts';

/**
 * The dashboard and the lists' totals are worked out once per trip revision and kept (db/trip-revision.ts): each
 * read here follows a write at once, with nothing else in between, so a figure kept past the write it shows
 * would fail it.
 */
const t = setupTestApp();
removeReviewDataAfterAll(t);
const calls = reviewCalls(t);

async function reader() {
  const { active } = await seededTripIds(t);
  const admin = await t.signInAsAdmin();
  const query = { trip_id: String(active) };
  const get = (url: string) =>
    t.app.inject({ url, query: { ...query, page: '0', page_size: '25' }, headers: { cookie: admin } });
  return {
    admin,
    dashboard: async (): Promise<Dashboard> => dashboardSchema.parse((await get('/api/dashboard')).json()),
    total: async (url: string): Promise<number> => (await get(url)).json().total,
  };
}

describe('GET /api/dashboard after each kind of write it shows', () => {
  it('counts a registration approved, cancelled and deleted, and the Pending tab with it', async () => {
    const read = await reader();
    const registration = await insertTraveller(t.db);
    const before = await read.dashboard();
    const pendingTab = await read.total('/api/registrations/pending');

    expect((await calls.approve(registration.id, expecting('pending'), read.admin)).statusCode).toBe(200);
    const approved = await read.dashboard();
    expect(approved.byStatus.approved).toBe(before.byStatus.approved! + 1);
    expect(approved.byStatus.pending).toBe(before.byStatus.pending! - 1);
    expect(approved.payments.expectedCents).toBeGreaterThan(before.payments.expectedCents);
    expect(approved.places.approved).toBe(before.places.approved + 1);
    expect(await read.total('/api/registrations/pending')).toBe(pendingTab - 1);

    const cancel = await send(t, 'POST', `/api/admin/travellers/${registration.id}/cancel`, read.admin, {
      expectedStatus: 'approved',
      reason: 'The family moved abroad',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await read.dashboard();
    expect(cancelled.byStatus.approved).toBe(before.byStatus.approved);
    expect(cancelled.byStatus.cancelled).toBe(before.byStatus.cancelled! + 1);
    expect(cancelled.payments.expectedCents).toBe(before.payments.expectedCents);

    expect(
      (await calls.delete(registration.id, { ...expecting('cancelled'), reason: 'Duplicate' }, read.admin)).statusCode,
    ).toBe(200);
    const deleted = await read.dashboard();
    expect(deleted.deleted).toBe(before.deleted + 1);
    expect(deleted.byStatus.cancelled).toBe(before.byStatus.cancelled);
  });

  it('counts money reported and accepted, and a document uploaded and accepted, with the queues', async () => {
    const read = await reader();
    const traveller = await insertTraveller(t.db, { status: 'approved', approvedAt: new Date() });
    const guardian = await t.signInAsGuardian(traveller.guardianEmail);
    const before = await read.dashboard();
    const waitingPayments = await read.total('/api/admin/payments?status=pending');
    const waitingDocuments = await read.total('/api/admin/documents?status=pending');

    const reported = await reportPayment(t, guardian, traveller.id, {
      amountCents: '30000',
      transferDate: tripDate(new Date()),
      file: await receiptJpeg(),
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const processing = await read.dashboard();
    expect(processing.payments.processingCents).toBe(before.payments.processingCents + 30_000);
    expect(await read.total('/api/admin/payments?status=pending')).toBe(waitingPayments + 1);

    const [payment] = await t.db.select().from(payments).where(eq(payments.travellerId, traveller.id));
    const confirm = await send(t, 'POST', `/api/admin/payments/${payment!.id}/confirm`, read.admin, {
      receivedOn: tripDate(new Date()),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const received = await read.dashboard();
    expect(received.payments.receivedCents).toBe(before.payments.receivedCents + 30_000);
    expect(received.payments.processingCents).toBe(before.payments.processingCents);
    expect(await read.total('/api/admin/payments?status=pending')).toBe(waitingPayments);

    const uploaded = await uploadDocument(t, guardian, traveller.id, 'passport', await passportJpeg());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect((await read.dashboard()).documentsWaiting).toBe(before.documentsWaiting + 1);
    expect(await read.total('/api/admin/documents?status=pending')).toBe(waitingDocuments + 1);

    const [document] = await t.db.select().from(documents).where(eq(documents.travellerId, traveller.id));
    const accept = await send(t, 'POST', `/api/admin/documents/${document!.id}/accept`, read.admin);
    expect(accept.statusCode, accept.body).toBe(200);
    expect((await read.dashboard()).documentsWaiting).toBe(before.documentsWaiting);
    expect(await read.total('/api/admin/documents?status=pending')).toBe(waitingDocuments);
  });

  it('shows a change written by another instance or a job, which the database alone sees', async () => {
    const read = await reader();
    const { active } = await seededTripIds(t);
    const traveller = await insertTraveller(t.db, { gender: 'female' });
    const before = await read.dashboard();
    await t.db.update(travellers).set({ gender: 'male' }).where(eq(travellers.id, traveller.id));
    await t.db
      .update(trips)
      .set({ capacity: before.places.capacity + 5 })
      .where(eq(trips.id, active));
    const after = await read.dashboard();
    expect(after.byGender.male).toBe(before.byGender.male! + 1);
    expect(after.byGender.female).toBe(before.byGender.female! - 1);
    expect(after.places.capacity).toBe(before.places.capacity + 5);
  });
});

import {
  apiErrorSchema,
  PAYMENT_QUEUE_SORTS,
  PAYMENT_STATUSES,
  paymentQueuePageSchema,
  paymentQueueRowSchema,
  tripDate,
  type PaymentQueueRow,
  type PaymentQueueSort,
} from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, travellers } from '../../src/db/schema/index.ts';
import { setupUploadApp } from '../files/upload-kit.ts';
import { compareCells, compareNames, expectOrdered, type Cell } from '../helpers/list-order.ts';
import { removeReviewDataAfterAll } from '../review/review-kit.ts';
import { approvedFamily, BALANCE, DEPOSIT, insertPendingPayment, send } from './payment-kit.ts';

/** Staff's payments queue, paged, sorted, filtered and searched (docs/product/payments.md#staff). */

const t = setupUploadApp({ signInRateLimitMax: 1000 });
removeReviewDataAfterAll(t);
const today = () => tripDate(new Date());

/** One page of the queue, as staff ask for it. */
async function queuePage(admin: string, query: Record<string, string>) {
  const response = await t.app.inject({ url: '/api/admin/payments', query, headers: { cookie: admin } });
  expect(response.statusCode, response.body).toBe(200);
  return paymentQueuePageSchema.parse(response.json());
}

/** Every row of a list, read page by page. */
async function everyRow(admin: string, query: Record<string, string>): Promise<PaymentQueueRow[]> {
  const rows: PaymentQueueRow[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await queuePage(admin, { ...query, page: String(page), page_size: '100' });
    rows.push(...answer.rows);
    if (answer.rows.length < 100) {
      expect(rows).toHaveLength(answer.total);
      return rows;
    }
  }
}

/**
 * The seeded trip's payments (received and waiting, by transfer), and one traveller's of every other kind: a
 * receipt confirmed by staff, one rejected, one withdrawn, and cash staff recorded without a receipt.
 */
async function queueWithEveryKind(admin: string) {
  const { traveller } = await approvedFamily(t);
  const confirmed = await insertPendingPayment(t, traveller.id);
  const confirm = await send(t, 'POST', `/api/admin/payments/${confirmed}/confirm`, admin, { receivedOn: today() });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const rejected = await insertPendingPayment(t, traveller.id, BALANCE);
  const reject = await send(t, 'POST', `/api/admin/payments/${rejected}/reject`, admin, { reason: 'Unreadable' });
  expect(reject.statusCode, reject.body).toBe(200);
  const withdrawn = await insertPendingPayment(t, traveller.id, BALANCE);
  await t.db.update(payments).set({ status: 'withdrawn' }).where(eq(payments.id, withdrawn));
  const cash = await send(t, 'POST', `/api/admin/travellers/${traveller.id}/payments`, admin, {
    amountCents: 1_000,
    receivedOn: today(),
    method: 'cash',
  });
  expect(cash.statusCode, cash.body).toBe(201);
  return { traveller, trip_id: String(traveller.tripId) };
}

describe('GET /api/admin/payments: the queue, paged, sorted, filtered and searched by the API', () => {
  it('lists the receipts waiting oldest first, with the traveller and what is outstanding', async () => {
    const admin = await t.signInAsAdmin();
    const first = await approvedFamily(t, { personalCode: null });
    const second = await approvedFamily(t);
    const older = await insertPendingPayment(t, first.traveller.id);
    const newer = await insertPendingPayment(t, second.traveller.id);
    const queue = await everyRow(admin, { trip_id: String(first.traveller.tripId), status: 'pending' });
    const ours = queue.filter((row) => row.id === older || row.id === newer);
    expect(ours.map((row) => row.id)).toEqual([older, newer]);
    expect(ours[0]).toMatchObject({
      travellerId: first.traveller.id,
      lastName: first.traveller.lastName,
      amountCents: DEPOSIT,
      status: 'pending',
      fileName: 'receipt.pdf',
      outstandingCents: DEPOSIT + BALANCE,
    });
    expect(queue.every((row) => row.status === 'pending')).toBe(true);
    const submitted = queue.map((row) => row.submittedAt);
    expect(submitted).toEqual([...submitted].sort());
    // The columns the table shows and nothing more: not the guardian, who is searched but not shown.
    expect(Object.keys(ours[0]!).sort()).toEqual(Object.keys(paymentQueueRowSchema.shape).sort());
  });

  it('answers one page and the total, the pages following on; every status newest first', async () => {
    const admin = await t.signInAsAdmin();
    const { trip_id } = await queueWithEveryKind(admin);
    const all = await everyRow(admin, { trip_id });
    expect(new Set(all.map((row) => row.status))).toEqual(new Set(PAYMENT_STATUSES));
    const submitted = all.map((row) => row.submittedAt);
    expect(submitted).toEqual([...submitted].sort().reverse());
    const first = await queuePage(admin, { trip_id, page_size: '10' });
    const second = await queuePage(admin, { trip_id, page: '1', page_size: '10' });
    expect([first.total, second.total]).toEqual([all.length, all.length]);
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(all.slice(0, 20).map((row) => row.id));
    expect(await queuePage(admin, { trip_id, page: '500', page_size: '10' })).toEqual({ rows: [], total: all.length });
  });

  const SORT_CELLS: Record<Exclude<PaymentQueueSort, 'name'>, (row: PaymentQueueRow) => Cell> = {
    personalCode: (row) => row.personalCode,
    schoolName: (row) => row.schoolName,
    amountCents: (row) => row.amountCents,
    transferDate: (row) => row.transferDate,
    submittedAt: (row) => row.submittedAt,
    status: (row) => row.status,
    receivedAt: (row) => row.receivedAt,
    method: (row) => row.method,
    reviewedByName: (row) => row.reviewedByName,
  };

  it('sorts by every column shown, both ways, empty cells last and equal ones by name', async () => {
    const admin = await t.signInAsAdmin();
    const { trip_id } = await queueWithEveryKind(admin);
    for (const sort of PAYMENT_QUEUE_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        const rows = await everyRow(admin, { trip_id, sort, order });
        if (sort === 'name') {
          const name = (row: PaymentQueueRow) => `${row.lastName} ${row.firstName}`;
          expectOrdered(rows, (a, b) => (order === 'asc' ? 1 : -1) * compareNames(a, b), name);
          continue;
        }
        const cell = SORT_CELLS[sort];
        expectOrdered(rows, (a, b) => compareCells(cell(a), cell(b), order) || compareNames(a, b), cell);
      }
    }
  });

  it('filters by statuses, methods and school, with the totals that match', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller, trip_id } = await queueWithEveryKind(admin);
    // One order for all (the waiting ones alone would otherwise come oldest first).
    const order = { sort: 'submittedAt', order: 'desc' };
    const all = await everyRow(admin, { trip_id, ...order });
    const cases: [Record<string, string>, (row: PaymentQueueRow) => boolean][] = [
      [{ status: 'pending' }, (row) => row.status === 'pending'],
      [{ status: 'rejected,withdrawn' }, (row) => row.status === 'rejected' || row.status === 'withdrawn'],
      [{ method: 'cash' }, (row) => row.method === 'cash'],
      [{ status: 'approved', method: 'transfer' }, (row) => row.status === 'approved' && row.method === 'transfer'],
      [
        { school_id: String(traveller.schoolId) },
        (row) => row.schoolName === all.find((r) => r.travellerId === traveller.id)!.schoolName,
      ],
    ];
    for (const [query, keep] of cases) {
      const expected = all.filter(keep);
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(expected.length, JSON.stringify(query)).toBeLessThan(all.length);
      const answer = await queuePage(admin, { trip_id, ...order, ...query, page_size: '5' });
      expect(answer.total, JSON.stringify(query)).toBe(expected.length);
      expect(answer.rows.map((row) => row.id)).toEqual(expected.slice(0, 5).map((row) => row.id));
    }
  });

  it('searches the names (either order), the reference, the guardian and the e-mail, % and _ as typed', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller, trip_id } = await queueWithEveryKind(admin);
    const code = `PQ-${traveller.id.slice(0, 6).toUpperCase()}`;
    await t.db
      .update(travellers)
      .set({ personalCode: code, guardianName: 'Photini Queue' })
      .where(eq(travellers.id, traveller.id));
    const searches = [
      traveller.lastName.toLowerCase(),
      `${traveller.firstName} ${traveller.lastName}`,
      `${traveller.lastName} ${traveller.firstName}`.toLowerCase(),
      code.toLowerCase(),
      'photini queue',
      traveller.guardianEmail.toUpperCase(),
    ];
    for (const search of searches) {
      const found = await everyRow(admin, { trip_id, search });
      expect(new Set(found.map((row) => row.travellerId)), search).toEqual(new Set([traveller.id]));
      expect(found, search).toHaveLength(4);
    }
    const someone = (await queuePage(admin, { trip_id, status: 'pending', page_size: '1' })).rows[0]!;
    const bySchool = await queuePage(admin, { trip_id, search: someone.schoolName, page_size: '1' });
    expect(bySchool.total).toBeGreaterThan(0);
    expect(await queuePage(admin, { trip_id, search: '%' })).toEqual({ rows: [], total: 0 });
    expect(await queuePage(admin, { trip_id, search: '_' })).toEqual({ rows: [], total: 0 });
  });

  it('refuses parameters that are not valid, naming each field; an unknown trip is 404', async () => {
    const admin = await t.signInAsAdmin();
    const { trip_id } = await queueWithEveryKind(admin);
    const bad: Record<string, string>[] = [
      { page_size: '101' },
      { page: '-1' },
      { sort: 'guardianName' },
      { order: 'up' },
      { status: 'all' },
      { method: 'cheque' },
      { school_id: '0' },
      { search: 'x'.repeat(101) },
    ];
    for (const query of bad) {
      const response = await t.app.inject({
        url: '/api/admin/payments',
        query: { trip_id, ...query },
        headers: { cookie: admin },
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.code).toBe('VALIDATION_FAILED');
      const fields = Object.keys(error.fieldErrors ?? {}).map((key) => key.split('.')[0]);
      expect([...new Set(fields)], JSON.stringify(query)).toEqual(Object.keys(query));
    }
    const unknown = await t.app.inject({ url: '/api/admin/payments?trip_id=999999', headers: { cookie: admin } });
    expect(unknown.statusCode).toBe(404);
  });

  it('is for staff only: a family gets 403, nobody signed in 401', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const url = `/api/admin/payments?trip_id=${traveller.tripId}`;
    const family = await t.app.inject({ url, headers: { cookie } });
    expect(family.statusCode).toBe(403);
    expect(apiErrorSchema.parse(family.json()).code).toBe('FORBIDDEN');
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});

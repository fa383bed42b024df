import {
  apiErrorSchema,
  DOCUMENT_QUEUE_SORTS,
  documentQueuePageSchema,
  documentQueueRowSchema,
  type DocumentQueueRow,
  type DocumentQueueSort,
} from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { travellers } from '../../src/db/schema/index.ts';
import { setupUploadApp } from '../files/upload-kit.ts';
import { compareCells, compareNames, expectOrdered, type Cell } from '../helpers/list-order.ts';
import { insertTraveller, removeReviewDataAfterAll } from '../review/review-kit.ts';
import { approvedFamily, insertDocument, queueWithEveryKind } from './document-kit.ts';

/** Staff's documents queue, paged, sorted, filtered and searched (docs/product/documents.md#staff-review). */

const t = setupUploadApp({ signInRateLimitMax: 1000 });
removeReviewDataAfterAll(t);

/** One page of the queue, as staff ask for it. */
async function queuePage(admin: string, query: Record<string, string>) {
  const response = await t.app.inject({ url: '/api/admin/documents', query, headers: { cookie: admin } });
  expect(response.statusCode, response.body).toBe(200);
  return documentQueuePageSchema.parse(response.json());
}

/** Every row of a list, read page by page. */
async function everyRow(admin: string, query: Record<string, string>): Promise<DocumentQueueRow[]> {
  const rows: DocumentQueueRow[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await queuePage(admin, { ...query, page: String(page), page_size: '100' });
    rows.push(...answer.rows);
    if (answer.rows.length < 100) {
      expect(rows).toHaveLength(answer.total);
      return rows;
    }
  }
}

const SORT_CELLS: Record<Exclude<DocumentQueueSort, 'name'>, (row: DocumentQueueRow) => Cell> = {
  type: (row) => row.type,
  schoolName: (row) => row.schoolName,
  personalCode: (row) => row.personalCode,
  uploadedAt: (row) => row.uploadedAt,
  status: (row) => row.status,
  reviewedByName: (row) => row.reviewedByName,
};

describe('GET /api/admin/documents: the queue, paged, sorted, filtered and searched by the API', () => {
  it('lists the uploads waiting, oldest first, with the traveller and school; all of them newest first', async () => {
    const admin = await t.signInAsAdmin();
    const first = await approvedFamily(t, { personalCode: null });
    const second = await approvedFamily(t);
    const older = await insertDocument(t, first.traveller.id, { type: 'consent' });
    const newer = await insertDocument(t, second.traveller.id);
    const decided = await insertDocument(t, second.traveller.id, { type: 'consent', status: 'approved' });
    const trip_id = String(first.traveller.tripId);

    const pending = await everyRow(admin, { trip_id, status: 'pending' });
    expect(pending.every((row) => row.status === 'pending')).toBe(true);
    const ours = pending.filter((row) => [older, newer, decided].includes(row.id));
    expect(ours.map((row) => row.id)).toEqual([older, newer]);
    expect(ours[0]).toMatchObject({
      travellerId: first.traveller.id,
      lastName: first.traveller.lastName,
      personalCode: null,
      language: first.traveller.language,
      type: 'consent',
      fileName: 'consent.pdf',
      fileMediaType: 'application/pdf',
      reviewedByName: null,
    });
    // The columns the table shows and nothing more.
    expect(Object.keys(ours[0]!).sort()).toEqual(Object.keys(documentQueueRowSchema.shape).sort());
    const uploaded = pending.map((row) => row.uploadedAt);
    expect(uploaded).toEqual([...uploaded].sort());

    const all = await everyRow(admin, { trip_id });
    expect(all.map((row) => row.id)).toEqual(expect.arrayContaining([older, newer, decided]));
    const allUploaded = all.map((row) => row.uploadedAt);
    expect(allUploaded).toEqual([...allUploaded].sort().reverse());
  });

  it('answers one page and the total, the pages following on', async () => {
    const admin = await t.signInAsAdmin();
    const { trip_id } = await queueWithEveryKind(t, admin);
    const all = await everyRow(admin, { trip_id });
    expect(new Set(all.map((row) => row.status))).toEqual(new Set(['pending', 'approved', 'rejected', 'withdrawn']));
    const first = await queuePage(admin, { trip_id, page_size: '10' });
    const second = await queuePage(admin, { trip_id, page: '1', page_size: '10' });
    expect([first.total, second.total]).toEqual([all.length, all.length]);
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(all.slice(0, 20).map((row) => row.id));
    expect(await queuePage(admin, { trip_id, page: '500', page_size: '10' })).toEqual({ rows: [], total: all.length });
  });

  it('sorts by every column shown, both ways, empty cells last and equal ones by name', async () => {
    const admin = await t.signInAsAdmin();
    const { trip_id } = await queueWithEveryKind(t, admin);
    for (const sort of DOCUMENT_QUEUE_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        const rows = await everyRow(admin, { trip_id, sort, order });
        if (sort === 'name') {
          const name = (row: DocumentQueueRow) => `${row.lastName} ${row.firstName}`;
          expectOrdered(rows, (a, b) => (order === 'asc' ? 1 : -1) * compareNames(a, b), name);
          continue;
        }
        const cell = SORT_CELLS[sort];
        expectOrdered(rows, (a, b) => compareCells(cell(a), cell(b), order) || compareNames(a, b), cell);
      }
    }
  });

  it('filters by statuses, types and school, with the totals that match', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller, trip_id } = await queueWithEveryKind(t, admin);
    // One order for all (the waiting ones alone would otherwise come oldest first).
    const order = { sort: 'uploadedAt', order: 'desc' };
    const all = await everyRow(admin, { trip_id, ...order });
    const school = all.find((row) => row.travellerId === traveller.id)!.schoolName;
    const cases: [Record<string, string>, (row: DocumentQueueRow) => boolean][] = [
      [{ status: 'pending' }, (row) => row.status === 'pending'],
      [{ status: 'rejected,withdrawn' }, (row) => row.status === 'rejected' || row.status === 'withdrawn'],
      [{ type: 'consent' }, (row) => row.type === 'consent'],
      [{ type: 'passport,id_card', status: 'approved' }, (row) => row.type !== 'consent' && row.status === 'approved'],
      [{ school_id: String(traveller.schoolId) }, (row) => row.schoolName === school],
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

  it('searches the names (either order), the personal code, the guardian and the e-mail, % and _ as typed', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller, trip_id } = await queueWithEveryKind(t, admin);
    const code = `DQ-${traveller.id.slice(0, 6).toUpperCase()}`;
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
      expect(found, search).toHaveLength(3);
    }
    expect(await queuePage(admin, { trip_id, search: '%' })).toEqual({ rows: [], total: 0 });
    expect(await queuePage(admin, { trip_id, search: '_' })).toEqual({ rows: [], total: 0 });
  });

  it('refuses parameters that are not valid, naming each field; an unknown trip is 404', async () => {
    const admin = await t.signInAsAdmin();
    const { trip_id } = await queueWithEveryKind(t, admin);
    const bad: Record<string, string>[] = [
      { page_size: '101' },
      { page: 'two' },
      { sort: 'fileName' },
      { status: 'waiting' },
      { type: 'visa' },
      { school_id: 'x' },
      { search: 'x'.repeat(101) },
    ];
    for (const query of bad) {
      const response = await t.app.inject({
        url: '/api/admin/documents',
        query: { trip_id, ...query },
        headers: { cookie: admin },
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.code).toBe('VALIDATION_FAILED');
      const fields = Object.keys(error.fieldErrors ?? {}).map((key) => key.split('.')[0]);
      expect([...new Set(fields)], JSON.stringify(query)).toEqual(Object.keys(query));
    }
    const unknown = await t.app.inject({ url: '/api/admin/documents?trip_id=999999', headers: { cookie: admin } });
    expect(unknown.statusCode).toBe(404);
  });

  it('is for staff only: a family gets 403, nobody signed in 401', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const url = `/api/admin/documents?trip_id=${traveller.tripId}`;
    const family = await t.app.inject({ url, headers: { cookie } });
    expect(family.statusCode).toBe(403);
    expect(apiErrorSchema.parse(family.json()).code).toBe('FORBIDDEN');
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it("leaves out a deleted registration's documents", async () => {
    const admin = await t.signInAsAdmin();
    const traveller = await insertTraveller(t.db, { status: 'deleted', statusBeforeDeletion: 'pending' });
    const documentId = await insertDocument(t, traveller.id);
    const all = await everyRow(admin, { trip_id: String(traveller.tripId) });
    expect(all.map((row) => row.id)).not.toContain(documentId);
  });
});

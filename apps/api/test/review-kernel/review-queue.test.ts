import { apiErrorSchema } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { travellers } from '../../src/db/schema/index.ts';
import { setupUploadApp } from '../files/upload-kit.ts';
import { compareCells, compareNames, expectOrdered } from '../helpers/list-order.ts';
import { approvedFamily } from '../payments/payment-kit.ts';
import { insertTraveller, removeReviewDataAfterAll } from '../review/review-kit.ts';
import { QUEUE_AREAS } from './queue-areas.ts';

/**
 * Staff's review queues, paged, sorted, filtered and searched by the API: one queue (the review kernel,
 * docs/decisions/020-review-kernel.md) checked through each area's route, in the area's own words.
 */

const t = setupUploadApp({ signInRateLimitMax: 1000 });
removeReviewDataAfterAll(t);

describe.each(QUEUE_AREAS)('GET /api/admin/$name: the queue, paged, sorted, filtered and searched', (area) => {
  type Row = Awaited<ReturnType<typeof queuePage>>['rows'][number];
  const arrival = (row: Row) => String(area.sortCells[area.arrivalSort]!(row));

  /** One page of the queue, as staff ask for it. */
  async function queuePage(admin: string, query: Record<string, string>) {
    const response = await t.app.inject({ url: area.url, query, headers: { cookie: admin } });
    expect(response.statusCode, response.body).toBe(200);
    return area.pageSchema.parse(response.json());
  }

  /** Every row of a list, read page by page. */
  async function everyRow(admin: string, query: Record<string, string>): Promise<Row[]> {
    const rows: Row[] = [];
    for (let page = 0; ; page += 1) {
      const answer = await queuePage(admin, { ...query, page: String(page), page_size: '100' });
      rows.push(...answer.rows);
      if (answer.rows.length < 100) {
        expect(rows).toHaveLength(answer.total);
        return rows;
      }
    }
  }

  it('lists what waits oldest first, with the traveller and school, the columns shown and no more', async () => {
    const admin = await t.signInAsAdmin();
    const first = await approvedFamily(t, { personalCode: null });
    const second = await approvedFamily(t);
    const older = await area.insertWaiting(t, first.traveller.id);
    const newer = await area.insertWaiting(t, second.traveller.id);
    const waiting = await everyRow(admin, { trip_id: String(first.traveller.tripId), status: 'pending' });
    expect(waiting.every((row) => row.status === 'pending')).toBe(true);
    const ours = waiting.filter((row) => row.id === older || row.id === newer);
    expect(ours.map((row) => row.id)).toEqual([older, newer]);
    expect(ours[0]).toMatchObject(area.waitingRow(first.traveller));
    expect(Object.keys(ours[0]!).sort()).toEqual([...area.rowKeys].sort());
    const arrived = waiting.map(arrival);
    expect(arrived).toEqual([...arrived].sort());
  });

  it('answers one page and the total, the pages following on; every status newest first', async () => {
    const admin = await t.signInAsAdmin();
    const { trip_id } = await area.everyKind(t, admin);
    const all = await everyRow(admin, { trip_id });
    expect(new Set(all.map((row) => row.status))).toEqual(new Set(area.statuses));
    const arrived = all.map(arrival);
    expect(arrived).toEqual([...arrived].sort().reverse());
    const first = await queuePage(admin, { trip_id, page_size: '10' });
    const second = await queuePage(admin, { trip_id, page: '1', page_size: '10' });
    expect([first.total, second.total]).toEqual([all.length, all.length]);
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(all.slice(0, 20).map((row) => row.id));
    expect(await queuePage(admin, { trip_id, page: '500', page_size: '10' })).toEqual({ rows: [], total: all.length });
  });

  it('sorts by every column shown, both ways, empty cells last and equal ones by name', async () => {
    const admin = await t.signInAsAdmin();
    const { trip_id } = await area.everyKind(t, admin);
    for (const sort of area.sorts) {
      for (const order of ['asc', 'desc'] as const) {
        const rows = await everyRow(admin, { trip_id, sort, order });
        if (sort === 'name') {
          const name = (row: Row) => `${row.lastName} ${row.firstName}`;
          expectOrdered(rows, (a, b) => (order === 'asc' ? 1 : -1) * compareNames(a, b), name);
          continue;
        }
        const cell = area.sortCells[sort]!;
        expectOrdered(rows, (a, b) => compareCells(cell(a), cell(b), order) || compareNames(a, b), cell);
      }
    }
  });

  it("filters by statuses, school and the area's own columns, with the totals that match", async () => {
    const admin = await t.signInAsAdmin();
    const { traveller, trip_id } = await area.everyKind(t, admin);
    // One order for all (the waiting ones alone would otherwise come oldest first).
    const order = { sort: area.arrivalSort, order: 'desc' };
    const all = await everyRow(admin, { trip_id, ...order });
    for (const [query, keep] of area.filters(traveller, all)) {
      const expected = all.filter(keep);
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(expected.length, JSON.stringify(query)).toBeLessThan(all.length);
      const answer = await queuePage(admin, { trip_id, ...order, ...query, page_size: '5' });
      expect(answer.total, JSON.stringify(query)).toBe(expected.length);
      expect(answer.rows.map((row) => row.id)).toEqual(expected.slice(0, 5).map((row) => row.id));
    }
  });

  it('searches the names (either order), the reference, the guardian, the e-mail and the school, % and _ as typed', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller, trip_id } = await area.everyKind(t, admin);
    const code = `Q${area.name[0]!.toUpperCase()}-${traveller.id.slice(0, 6).toUpperCase()}`;
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
      expect(found, search).toHaveLength(area.itemsOfEveryKind);
    }
    const someone = (await queuePage(admin, { trip_id, page_size: '1' })).rows[0]!;
    const bySchool = await everyRow(admin, { trip_id, search: someone.schoolName });
    expect(bySchool.map((row) => row.id)).toContain(someone.id);
    expect(await queuePage(admin, { trip_id, search: '%' })).toEqual({ rows: [], total: 0 });
    expect(await queuePage(admin, { trip_id, search: '_' })).toEqual({ rows: [], total: 0 });
  });

  it('refuses parameters that are not valid, naming each field; an unknown trip is 404', async () => {
    const admin = await t.signInAsAdmin();
    const { trip_id } = await area.everyKind(t, admin);
    for (const query of area.refused) {
      const response = await t.app.inject({ url: area.url, query: { trip_id, ...query }, headers: { cookie: admin } });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.code).toBe('VALIDATION_FAILED');
      const fields = Object.keys(error.fieldErrors ?? {}).map((key) => key.split('.')[0]);
      expect([...new Set(fields)], JSON.stringify(query)).toEqual(Object.keys(query));
    }
    const unknown = await t.app.inject({ url: `${area.url}?trip_id=999999`, headers: { cookie: admin } });
    expect(unknown.statusCode).toBe(404);
  });

  it('is for staff only: a family gets 403, nobody signed in 401', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const url = `${area.url}?trip_id=${traveller.tripId}`;
    const family = await t.app.inject({ url, headers: { cookie } });
    expect(family.statusCode).toBe(403);
    expect(apiErrorSchema.parse(family.json()).code).toBe('FORBIDDEN');
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it("leaves out a deleted registration's items", async () => {
    const admin = await t.signInAsAdmin();
    const traveller = await insertTraveller(t.db, { status: 'deleted', statusBeforeDeletion: 'approved' });
    const itemId = await area.insertWaiting(t, traveller.id);
    const all = await everyRow(admin, { trip_id: String(traveller.tripId) });
    expect(all.map((row) => row.id)).not.toContain(itemId);
  });
});

import {
  adminTravellerSchema,
  apiErrorSchema,
  creditorReferenceForCode,
  formatCreditorReference,
  TRAVELLER_SORTS,
  travellerListPageSchema,
  type TravellerListRow,
  type TravellerSort,
} from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { travellers } from '../../src/db/schema/index.ts';
import { z } from 'zod';
import { seededTripIds } from '../helpers/trip-cases.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

async function page(path: string, query: Record<string, string>) {
  const { active } = await seededTripIds(t);
  const response = await t.app.inject({
    url: path,
    query: { trip_id: String(active), ...query },
    headers: { cookie: await t.signInAsAdmin() },
  });
  expect(response.statusCode, response.body).toBe(200);
  return travellerListPageSchema.parse(response.json());
}

/** Every row of a list (the seeded trip has 60 registrations: one page of 100 holds them). */
async function everyRow(path: string, query: Record<string, string> = {}) {
  const answer = await page(path, { page_size: '100', ...query });
  expect(answer.rows).toHaveLength(answer.total);
  return answer.rows;
}

const bytes = (text: string) => Buffer.from(text, 'utf8');
const byteOrder = (a: string, b: string) => Buffer.compare(bytes(a), bytes(b));
const nameOf = (row: TravellerListRow) => [row.lastName, row.firstName] as const;
function byName(a: TravellerListRow, b: TravellerListRow) {
  return byteOrder(a.lastName, b.lastName) || byteOrder(a.firstName, b.firstName) || byteOrder(a.id, b.id);
}

/** What each sortable column compares, as the API must order it (names bytewise, empty cells last). */
const SORT_VALUES: Record<Exclude<TravellerSort, 'name'>, (row: TravellerListRow) => string | number | null> = {
  personalCode: (row) => row.personalCode,
  schoolName: (row) => row.schoolName,
  district: (row) => row.district,
  gender: (row) => row.gender,
  guardianName: (row) => row.guardianName,
  guardianEmail: (row) => row.guardianEmail,
  emailConfirmedAt: (row) => row.emailConfirmedAt,
  registeredAt: (row) => row.registeredAt,
  status: (row) => row.status,
  paidCents: (row) => row.paidCents,
  statusChangedAt: (row) => row.statusChangedAt,
};

function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : byteOrder(String(a), String(b));
}

describe('the travellers lists: paging, sorting, filters and search in the API', () => {
  it('answers one page and the total; the pages follow on without gaps or repeats', async () => {
    const all = await everyRow('/api/registrations');
    expect(all.length).toBeGreaterThan(20);
    const first = await page('/api/registrations', { page_size: '10' });
    const second = await page('/api/registrations', { page: '1', page_size: '10' });
    expect(first.total).toBe(all.length);
    expect(second.total).toBe(all.length);
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(all.slice(0, 20).map((row) => row.id));
    const beyond = await page('/api/registrations', { page: '50', page_size: '10' });
    expect(beyond).toEqual({ rows: [], total: all.length });
  });

  it('sends the columns the tables show and nothing more', async () => {
    const [row] = (await page('/api/students', { page_size: '1' })).rows;
    expect(Object.keys(row!).sort()).toEqual(Object.keys(travellerListPageSchema.shape.rows.element.shape).sort());
    expect(row).not.toHaveProperty('payments');
    expect(row).not.toHaveProperty('documents');
    expect(row).not.toHaveProperty('registrationCode');
  });

  it('sorts by name by default, the pending list oldest first', async () => {
    const students = await everyRow('/api/students');
    expect(students).toEqual([...students].sort(byName));
    const pending = await everyRow('/api/registrations/pending');
    expect(pending.length).toBeGreaterThan(1);
    expect(pending.map((row) => row.registeredAt)).toEqual(pending.map((row) => row.registeredAt).sort());
  });

  it.each(TRAVELLER_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((order) => ({ sort, order }))))(
    'sorts by $sort $order',
    async ({ sort, order }) => {
      // The deleted list has a deletion time and a status before deletion; the others every other column.
      const path = sort === 'statusChangedAt' ? '/api/admin/travellers/deleted' : '/api/registrations';
      const rows = await everyRow(path, { sort, order });
      if (sort === 'name') {
        const expected = [...rows].sort(byName);
        expect(rows.map(nameOf)).toEqual((order === 'asc' ? expected : expected.reverse()).map(nameOf));
        return;
      }
      const value = SORT_VALUES[sort];
      const sign = order === 'asc' ? 1 : -1;
      const expected = [...rows].sort((a, b) => {
        const [x, y] = [value(a), value(b)];
        if (x === null || y === null) return compareValues(x, y) || byName(a, b);
        return sign * compareValues(x, y) || byName(a, b);
      });
      expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
      // The order tells something: the column does not hold one value only.
      expect(new Set(rows.map(value)).size).toBeGreaterThan(1);
    },
  );

  it('filters by districts, statuses, genders, school and departure, with the totals that match', async () => {
    const all = await everyRow('/api/registrations');
    const cases: [Record<string, string>, (row: TravellerListRow) => boolean][] = [
      [{ district: 'paphos' }, (row) => row.district === 'paphos'],
      [{ district: 'lefkosia,larnaca' }, (row) => row.district === 'lefkosia' || row.district === 'larnaca'],
      [{ status: 'pending' }, (row) => row.status === 'pending'],
      [{ status: 'approved,rejected' }, (row) => row.status === 'approved' || row.status === 'rejected'],
      [{ gender: 'female' }, (row) => row.gender === 'female'],
      [{ school_id: String(all[0]!.schoolId) }, (row) => row.schoolId === all[0]!.schoolId],
      [{ departure_id: String(all[0]!.departureId) }, (row) => row.departureId === all[0]!.departureId],
      [
        { district: all[0]!.district, gender: all[0]!.gender },
        (row) => row.district === all[0]!.district && row.gender === all[0]!.gender,
      ],
    ];
    for (const [query, keep] of cases) {
      const expected = all.filter(keep);
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(expected.length, JSON.stringify(query)).toBeLessThan(all.length);
      const answer = await page('/api/registrations', { ...query, page_size: '5' });
      expect(answer.total, JSON.stringify(query)).toBe(expected.length);
      expect(answer.rows.map((row) => row.id)).toEqual(expected.slice(0, 5).map((row) => row.id));
    }
  });

  it('searches names (either order), personal code, guardian, e-mail and school, case-insensitively', async () => {
    const students = await everyRow('/api/students');
    const someone = students[7]!;
    const searches = [
      someone.lastName.toLowerCase(),
      `${someone.firstName} ${someone.lastName}`,
      `${someone.lastName} ${someone.firstName}`.toLowerCase(),
      someone.personalCode!.toLowerCase(),
      someone.guardianEmail.toUpperCase(),
      someone.guardianName,
      someone.schoolName,
    ];
    for (const search of searches) {
      const found = await everyRow('/api/students', { search });
      expect(
        found.map((row) => row.id),
        search,
      ).toContain(someone.id);
      expect(found.length, search).toBeLessThan(students.length);
      const needle = search.toLowerCase();
      for (const row of found) {
        const haystack = [
          `${row.firstName} ${row.lastName}`,
          `${row.lastName} ${row.firstName}`,
          row.personalCode ?? '',
          row.guardianName,
          row.guardianEmail,
          row.schoolName,
        ].map((text) => text.toLowerCase());
        expect(
          haystack.some((text) => text.includes(needle)),
          `${search} in ${haystack.join(' | ')}`,
        ).toBe(true);
      }
    }
    // `%` and `_` are looked for as typed, not as wildcards.
    expect(await page('/api/students', { search: '%' })).toEqual({ rows: [], total: 0 });
    expect(await page('/api/students', { search: '_' })).toEqual({ rows: [], total: 0 });
  });

  it('finds a traveller by the RF reference, as printed or in part, spaces and case aside', async () => {
    const students = await everyRow('/api/students');
    const someone = students[5]!;
    const reference = creditorReferenceForCode(someone.personalCode!);
    await t.db.update(travellers).set({ paymentReference: reference }).where(eq(travellers.id, someone.id));
    for (const search of [formatCreditorReference(reference).toLowerCase(), reference.slice(0, 8)]) {
      const found = await everyRow('/api/students', { search });
      expect(
        found.map((row) => row.id),
        search,
      ).toEqual([someone.id]);
    }
  });

  it('refuses parameters that are not valid, naming each field (400)', async () => {
    const { active } = await seededTripIds(t);
    const cookie = await t.signInAsAdmin();
    const bad: Record<string, string>[] = [
      { page_size: '101' },
      { page_size: '0' },
      { page: '-1' },
      { page: 'two' },
      { sort: 'passportNumber' },
      { order: 'up' },
      { district: 'paris' },
      { status: 'approved,lost' },
      { gender: '' },
      { school_id: '0' },
      { search: 'x'.repeat(101) },
    ];
    for (const query of bad) {
      const response = await t.app.inject({
        url: '/api/students',
        query: { trip_id: String(active), ...query },
        headers: { cookie },
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.code).toBe('VALIDATION_FAILED');
      // A list's field is named with the item at fault (`district.0`).
      const fields = Object.keys(error.fieldErrors ?? {}).map((key) => key.split('.')[0]);
      expect([...new Set(fields)], JSON.stringify(query)).toEqual(Object.keys(query));
    }
  });
});

describe('GET /api/admin/travellers/:id', () => {
  const answerSchema = z.object({ traveller: adminTravellerSchema, related: adminTravellerSchema.array() });

  it('gives one registration in full with its school’s live registrations, roommates among them', async () => {
    const students = await everyRow('/api/students');
    const cookie = await t.signInAsAdmin();
    let roomed = 0;
    for (const student of students.slice(0, 12)) {
      const response = await t.app.inject({ url: `/api/admin/travellers/${student.id}`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      const { traveller, related } = answerSchema.parse(response.json());
      expect(traveller.id).toBe(student.id);
      expect(traveller.documents.some((d) => d.type === 'passport' || d.type === 'id_card')).toBe(true);
      expect(
        related.every((other) => other.schoolId === traveller.schoolId || other.id === traveller.possibleDuplicateOfId),
      ).toBe(true);
      expect(related.some((other) => other.id === traveller.id)).toBe(false);
      if (traveller.roommateGroupId !== null) {
        roomed += 1;
        // The seeded rooms are of two or three schoolmates, each naming the others.
        const mates = related.filter((other) => other.roommateGroupId === traveller.roommateGroupId);
        expect(mates.length).toBeGreaterThan(0);
        expect(mates).toHaveLength(traveller.roommates.length);
      }
    }
    expect(roomed).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown or malformed id, and only to staff', async () => {
    const cookie = await t.signInAsAdmin();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await t.app.inject({ url: `/api/admin/travellers/${id}`, headers: { cookie } });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
    const [student] = (await page('/api/students', { page_size: '1' })).rows;
    const anonymous = await t.app.inject({ url: `/api/admin/travellers/${student!.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
